/** Which i18n strings each checkout island needs; the page picks them and passes them as props. */
import type { StringKey } from '~/i18n';

/** Short names the form uses, mapped to i18n keys. */
export const checkoutFormStringKeys = {
  formLabel: 'checkout.form.label',
  business: 'checkout.form.business',
  billing: 'checkout.form.billing',
  payment: 'checkout.form.payment',
  businessName: 'checkout.form.businessName',
  contactName: 'checkout.form.contactName',
  email: 'checkout.form.email',
  phone: 'checkout.form.phone',
  billingAddress: 'checkout.form.billingAddress',
  city: 'checkout.form.city',
  postalCode: 'checkout.form.postalCode',
  currency: 'checkout.form.currency',
  currencySRD: 'checkout.form.currencySRD',
  currencyUSD: 'checkout.form.currencyUSD',
  method: 'checkout.form.method',
  creditcard: 'checkout.form.creditcard',
  banktransfer: 'checkout.form.banktransfer',
  cardUsdOnly: 'checkout.form.cardUsdOnly',
  cardUnavailable: 'checkout.form.cardUnavailable',
  cardNote: 'checkout.form.cardNote',
  bankTitle: 'checkout.form.bankTitle',
  bankText: 'checkout.form.bankText',
  submitCard: 'checkout.form.submitCard',
  submitBank: 'checkout.form.submitBank',
  submit: 'checkout.form.submit',
  pending: 'checkout.form.pending',
  paymentFailedTitle: 'checkout.toast.paymentFailedTitle',
  paymentFailedText: 'checkout.toast.paymentFailedText',
  toastClose: 'toast.close',
} as const satisfies Record<string, StringKey>;
export type CheckoutFormStrings = Record<keyof typeof checkoutFormStringKeys, string>;

/** Strings of the payment-result island. */
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
