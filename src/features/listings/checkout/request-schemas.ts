/** zod schemas of the checkout endpoints' envelopes; the form fields inside go through the form schema. */
import { z } from 'zod';
import * as zm from 'zod/mini';
import { planTypes } from '~/features/listings/plans/catalog';
import { makeCheckoutFieldsSchema, type CheckoutForm, type CheckoutMessages } from './schemas';

/** The plan type as the API receives it. */
export const planTypeSchema = z.enum(planTypes, { error: `planType must be one of ${planTypes.join(', ')}` });

/** POST /api/create-stripe-checkout with the spec's fields (section 7) plus the rest of the form and the page language. */
export const stripeCheckoutRequestSchema = z.object({
  planType: planTypeSchema,
  amount: z.number({ error: 'amount must be a number' }),
  currency: z.string({ error: 'currency is required' }),
  customerEmail: z.unknown().optional(),
  customerName: z.unknown().optional(),
  businessName: z.unknown().optional(),
  phone: z.unknown().optional(),
  billingAddress: z.unknown().optional(),
  city: z.unknown().optional(),
  postalCode: z.unknown().optional(),
  lang: z.enum(['en', 'nl'], { error: "lang must be 'en' or 'nl'" }).default('en'),
  /** Issue 17: the renewal link's token, when the checkout renews a listing (checked on the server). */
  renewToken: z.string({ error: 'renewToken must be a string' }).max(100, { error: 'renewToken is too long' }).nullish(),
});
export type StripeCheckoutRequest = z.output<typeof stripeCheckoutRequestSchema>;

/** Maps the spec's request field names onto the form, so one schema checks both. */
export function mapRequestToForm(body: StripeCheckoutRequest): Record<string, unknown> {
  return {
    businessName: body.businessName,
    contactName: body.customerName,
    email: body.customerEmail,
    // null is how JSON clients say 'not given'; the form's own fields are checked only when given.
    phone: body.phone ?? undefined,
    billingAddress: body.billingAddress ?? undefined,
    city: body.city ?? undefined,
    postalCode: body.postalCode ?? undefined,
    currency: body.currency,
    paymentMethod: 'creditcard',
  };
}

/**
 * The form as the card endpoint checks it. The spec's call (section 7) sends only planType, amount,
 * currency, customerEmail, customerName and businessName; the checkout form also sends phone,
 * billing address and city, which are checked when given and stored empty when not.
 */
export function makeCardRequestFormSchema(m: CheckoutMessages) {
  const fields = zm.partial(makeCheckoutFieldsSchema(m), { phone: true, billingAddress: true, city: true });
  return zm.pipe(
    fields,
    zm.transform((form): CheckoutForm => ({ ...form, phone: form.phone ?? '', billingAddress: form.billingAddress ?? '', city: form.city ?? '' })),
  );
}

/** The first problem of a failed parse as one message (the API answers one error at a time). */
export function getFirstIssueMessage(error: { issues: readonly { message: string }[] }, fallback = 'Invalid request'): string {
  return error.issues[0]?.message ?? fallback;
}
