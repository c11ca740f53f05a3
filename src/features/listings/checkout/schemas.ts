/**
 * The checkout form (spec sections 3 and 5): one zod schema used by the browser form and by every
 * server endpoint that receives the form. Messages are passed in so the Dutch page gets Dutch ones;
 * the English texts are the spec's, word for word (see src/features/listings/checkout/strings.ts).
 * Built with zod/mini because it ships to phones in the checkout islands.
 */
import * as z from 'zod/mini';
import type { PlanType } from '~/features/listings/plans/catalog';

const currencies = ['SRD', 'USD'] as const;
const paymentMethods = ['creditcard', 'banktransfer'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** The i18n keys of the form's validation messages, in the order of the form. */
export const checkoutMessageKeys = [
  'checkout.error.businessName',
  'checkout.error.contactName',
  'checkout.error.email',
  'checkout.error.phone',
  'checkout.error.billingAddress',
  'checkout.error.city',
  'checkout.error.tooLong',
  'checkout.error.oneLine',
  'checkout.error.cardUsdOnly',
] as const;
export type CheckoutMessages = Record<(typeof checkoutMessageKeys)[number], string>;

/** Upper bounds keep stored rows and Stripe metadata small; the spec sets only the minimums. */
const MAX_TEXT = 200;
const MAX_POSTAL = 20;

/**
 * Line breaks and other control characters are refused, not stripped: these fields end up in email
 * headers' neighbourhood, Stripe metadata and the admin's one-line table cells, where a CR/LF would
 * split what the buyer typed into lines nobody sees together.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** The form's fields with messages in one language, without the rule that ties currency to method. */
export function makeCheckoutFieldsSchema(m: CheckoutMessages) {
  const tooLong = m['checkout.error.tooLong'];
  const oneLine = z.refine((v: unknown) => typeof v !== 'string' || !CONTROL.test(v), m['checkout.error.oneLine']);
  const text = (min: number, message: string) => z.string(message).check(z.trim(), z.minLength(min, message), z.maxLength(MAX_TEXT, tooLong), oneLine);
  return z.object({
    businessName: text(2, m['checkout.error.businessName']),
    contactName: text(2, m['checkout.error.contactName']),
    email: z.pipe(z.string(m['checkout.error.email']).check(z.trim(), z.maxLength(MAX_TEXT, tooLong)), z.email(m['checkout.error.email'])),
    phone: text(6, m['checkout.error.phone']),
    billingAddress: text(5, m['checkout.error.billingAddress']),
    city: text(2, m['checkout.error.city']),
    postalCode: z.optional(z.string().check(z.trim(), z.maxLength(MAX_POSTAL, tooLong), oneLine)),
    currency: z.enum(currencies),
    paymentMethod: z.enum(paymentMethods),
  });
}

/** Builds the checkout form schema with messages in one language. */
export function makeCheckoutFormSchema(m: CheckoutMessages) {
  return makeCheckoutFieldsSchema(m).check(
    // Only an SRD bank account exists and the card processor charges USD (spec section 9).
    z.refine((form) => !(form.currency === 'SRD' && form.paymentMethod === 'creditcard'), {
      message: m['checkout.error.cardUsdOnly'],
      path: ['paymentMethod'],
    }),
  );
}

type CheckoutFormSchema = ReturnType<typeof makeCheckoutFormSchema>;
export type CheckoutFormInput = z.input<CheckoutFormSchema>;
export type CheckoutForm = z.output<CheckoutFormSchema>;

/** A checked form with the plan it buys: what the bank-transfer step and a receipt carry. */
export interface CheckoutOrder {
  planType: PlanType;
  form: CheckoutForm;
}
