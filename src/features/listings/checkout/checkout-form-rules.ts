/**
 * The rules of the checkout form island (CheckoutForm.tsx), kept apart from the component so they
 * can be tested: the strings it shows, its react-hook-form resolver with the shared zod schema,
 * loaded on first use (zod then stays out of the page's first view and out of hydration); which
 * payment method a currency allows; and the texts of the submit button and the card hint.
 */
import type { Resolver } from 'react-hook-form';
import type { StringKey } from '~/i18n';
import type { CheckoutForm, CheckoutFormInput, CheckoutMessages } from './schemas';

/** The i18n keys of the texts the island shows, by the short names it uses. */
export const checkoutFormStringKeys = {
  label: 'checkout.form.label',
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
  bankTitle: 'checkout.form.bankTitle',
  bankText: 'checkout.form.bankText',
  submit: 'checkout.form.submit',
  submitCard: 'checkout.form.submitCard',
  submitBank: 'checkout.form.submitBank',
  pending: 'checkout.form.pending',
  cardUsdOnly: 'checkout.form.cardUsdOnly',
  cardUnavailable: 'checkout.form.cardUnavailable',
  cardNote: 'checkout.form.cardNote',
  paymentFailedTitle: 'checkout.toast.paymentFailedTitle',
  paymentFailedText: 'checkout.toast.paymentFailedText',
} as const satisfies Record<string, StringKey>;
export type CheckoutFormStrings = Record<keyof typeof checkoutFormStringKeys, string>;

export type CheckoutResolver = Resolver<CheckoutFormInput, unknown, CheckoutForm>;
/** Loads the schema module and returns the zod resolver; replaceable in tests. */
export type LoadResolver = (messages: CheckoutMessages) => Promise<CheckoutResolver>;

export class SchemaUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The checkout form schema could not be loaded', { cause });
    this.name = 'SchemaUnavailableError';
  }
}

// The resolver and the card request live in checkout-check.ts, loaded on first use with zod.
const loadSchemaResolver: LoadResolver = async (messages) => (await import('./checkout-check')).makeCheckoutResolver(messages);

export interface LazyResolver {
  /** The resolver for useForm: a field check that cannot load leaves the field without a message (retried at the next check). */
  resolver: CheckoutResolver;
  /** Loads the schema; rejects with SchemaUnavailableError while it cannot (a submit then sends the form to the server). */
  ready: () => Promise<CheckoutResolver>;
}

/**
 * A zod resolver that loads the schema on first use. While the code cannot be loaded (a dropped
 * connection) `ready` rejects and the next call tries the load again; a whole-form check then
 * throws rather than passing, so nothing is paid for unchecked.
 */
export function makeLazyResolver(messages: CheckoutMessages, load: LoadResolver = loadSchemaResolver): LazyResolver {
  let loading: Promise<CheckoutResolver> | null = null;
  const ready = async (): Promise<CheckoutResolver> => {
    loading ??= load(messages);
    try {
      return await loading;
    } catch (error) {
      loading = null;
      throw new SchemaUnavailableError(error);
    }
  };
  const resolver: CheckoutResolver = async (values, context, options) => {
    let resolve: CheckoutResolver;
    try {
      resolve = await ready();
    } catch (error) {
      if (options.names) return { values: {}, errors: {} };
      throw error;
    }
    return resolve(values, context, options);
  };
  return { resolver, ready };
}

/** Only an SRD bank account exists and the card processor charges USD: SRD (or no card processor) means bank transfer. */
export function bankTransferOnly(currency: string, cardAvailable: boolean): boolean {
  return currency === 'SRD' || !cardAvailable;
}

type HintStrings = Pick<CheckoutFormStrings, 'cardUsdOnly' | 'cardUnavailable' | 'cardNote'>;
type SubmitStrings = Pick<CheckoutFormStrings, 'submitCard' | 'submitBank' | 'pending'>;

/** The hint under the payment methods. */
export function cardHint(s: HintStrings, currency: string, cardAvailable: boolean): string {
  if (!cardAvailable) return s.cardUnavailable;
  return currency === 'SRD' ? s.cardUsdOnly : s.cardNote;
}

/** The submit button's text once the island runs: busy, pay by card, or on to the bank transfer. */
export function submitText(s: SubmitStrings, method: string, usdPrice: string, busy: boolean): string {
  if (busy) return s.pending;
  return method === 'creditcard' ? s.submitCard.replace('{amount}', usdPrice) : s.submitBank;
}
