/** zod schemas of the checkout endpoints' envelopes; the form fields inside go through the form schema. */
import { z } from 'zod';
import { planTypes } from '../plans/catalog';

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
});
export type StripeCheckoutRequest = z.output<typeof stripeCheckoutRequestSchema>;

/** Maps the spec's request field names onto the form, so one schema checks both. */
export function mapRequestToForm(body: StripeCheckoutRequest): Record<string, unknown> {
  return {
    businessName: body.businessName,
    contactName: body.customerName,
    email: body.customerEmail,
    phone: body.phone,
    billingAddress: body.billingAddress,
    city: body.city,
    postalCode: body.postalCode ?? undefined,
    currency: body.currency,
    paymentMethod: 'creditcard',
  };
}

/** The first problem of a failed parse as one message (the API answers one error at a time). */
export function getFirstIssueMessage(error: { issues: readonly { message: string }[] }, fallback = 'Invalid request'): string {
  return error.issues[0]?.message ?? fallback;
}
