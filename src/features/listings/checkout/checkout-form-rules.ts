/**
 * The rules of the checkout form's script (checkout-form.ts), kept apart from the page so they can
 * be tested: the check with the shared zod schema, loaded on first use (zod then stays out of the
 * page's first view on a phone); which payment method a currency allows; and the texts of the
 * submit button and the card hint.
 */
import type { StringKey } from '~/i18n';
import type { PlanType } from '~/features/listings/plans/catalog';
import type { CheckoutFieldErrors } from './form-fields';
import type { CheckoutForm, CheckoutFormInput, CheckoutMessages } from './schemas';

/** The i18n keys of the texts the script changes, by the short names it uses. */
export const checkoutScriptStringKeys = {
  submitCard: 'checkout.form.submitCard',
  submitBank: 'checkout.form.submitBank',
  pending: 'checkout.form.pending',
  cardUsdOnly: 'checkout.form.cardUsdOnly',
  cardUnavailable: 'checkout.form.cardUnavailable',
  cardNote: 'checkout.form.cardNote',
  paymentFailedTitle: 'checkout.toast.paymentFailedTitle',
  paymentFailedText: 'checkout.toast.paymentFailedText',
} as const satisfies Record<string, StringKey>;
export type CheckoutScriptStrings = Record<keyof typeof checkoutScriptStringKeys, string>;

/** What the server tells the script (a JSON block beside the form). */
export interface CheckoutFormConfig {
  lang: string;
  planType: PlanType;
  cardAvailable: boolean;
  bankTransferPath: string;
  /** The card amount as shown, e.g. '$33 USD'. */
  usdPrice: string;
  /** A checked renewal link's token: the card order is tied to the listing it renews. */
  renewToken?: string;
  /** The server filled the form (a posted form sent back, or a renewal): the stored form is not used. */
  hasInitialValues: boolean;
  strings: CheckoutScriptStrings;
  messages: CheckoutMessages;
}

export type CheckResult = { ok: true; form: CheckoutForm; errors: CheckoutFieldErrors } | { ok: false; errors: CheckoutFieldErrors };
export type CheckForm = (values: CheckoutFormInput) => CheckResult;
/** Loads the schema module and returns the check; replaceable in tests. */
export type LoadCheck = (messages: CheckoutMessages) => Promise<CheckForm>;

export class SchemaUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The checkout form schema could not be loaded', { cause });
    this.name = 'SchemaUnavailableError';
  }
}

// The check and the card request live in checkout-check.ts, loaded on first use with zod.
const loadSchemaCheck: LoadCheck = async (messages) => (await import('./checkout-check')).makeCheck(messages);

/**
 * A check that loads the schema on first call. While the code cannot be loaded (a dropped
 * connection) it rejects with SchemaUnavailableError, so a submit can send the form to the server,
 * which checks it; the next call tries the load again.
 */
export function makeLazyCheck(messages: CheckoutMessages, load: LoadCheck = loadSchemaCheck): (values: CheckoutFormInput) => Promise<CheckResult> {
  let loading: Promise<CheckForm> | null = null;
  return async (values) => {
    loading ??= load(messages);
    let check: CheckForm;
    try {
      check = await loading;
    } catch (error) {
      loading = null;
      throw new SchemaUnavailableError(error);
    }
    return check(values);
  };
}

/** Only an SRD bank account exists and the card processor charges USD: SRD (or no card processor) means bank transfer. */
export function bankTransferOnly(currency: string, cardAvailable: boolean): boolean {
  return currency === 'SRD' || !cardAvailable;
}

/** The hint under the payment methods. */
export function cardHint(s: CheckoutScriptStrings, currency: string, cardAvailable: boolean): string {
  if (!cardAvailable) return s.cardUnavailable;
  return currency === 'SRD' ? s.cardUsdOnly : s.cardNote;
}

/** The submit button's text once the script runs: busy, pay by card, or on to the bank transfer. */
export function submitText(s: CheckoutScriptStrings, method: string, usdPrice: string, busy: boolean): string {
  if (busy) return s.pending;
  return method === 'creditcard' ? s.submitCard.replace('{amount}', usdPrice) : s.submitBank;
}
