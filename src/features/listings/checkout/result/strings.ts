/** The i18n keys of the payment result page, by the short names its parts use. */
import type { StringKey } from '~/i18n';

export const paymentResultStringKeys = {
  verifying: 'success.verifying',
  title: 'success.title',
  activated: 'success.activated',
  business: 'success.business',
  nextTitle: 'success.nextTitle',
  next1: 'success.next1',
  next2: 'success.next2',
  next3: 'success.next3',
  next4: 'success.next4',
  editorNow: 'success.editorNow',
  editorOnce: 'success.editorOnce',
  renewNext1: 'success.renewNext1',
  renewNext2: 'success.renewNext2',
  home: 'success.home',
  contact: 'success.contact',
  failureTitle: 'failure.title',
  failureDefault: 'failure.default',
  noSession: 'failure.noSession',
  network: 'failure.network',
  retry: 'failure.retry',
  support: 'failure.support',
} as const satisfies Record<string, StringKey>;
export type PaymentResultStrings = Record<keyof typeof paymentResultStringKeys, string>;
