/**
 * What the checkout form island needs only once a field is checked or the form is sent, loaded
 * then (checkout-form-rules.ts makeLazyResolver) so zod stays out of the page's first view: the
 * react-hook-form resolver with the shared schema, and the card path's request for a Stripe hosted
 * Checkout address (a card is paid only after a passed check, so this module is there by then).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { getPlanAmount, type PlanType } from '~/features/listings/plans/catalog';
import type { CheckoutResolver } from './checkout-form-rules';
import { makeCheckoutFormSchema, type CheckoutForm, type CheckoutMessages } from './schemas';

/** The form's resolver: the shared schema (the endpoints' own) with messages in the page's language. */
export function makeCheckoutResolver(messages: CheckoutMessages): CheckoutResolver {
  return zodResolver(makeCheckoutFormSchema(messages));
}

/** The spec's fields of /api/create-stripe-checkout. */
export function checkoutRequestBody(planType: PlanType, form: CheckoutForm, lang: string, renewToken?: string): Record<string, unknown> {
  return {
    planType,
    amount: getPlanAmount(planType, 'USD'),
    currency: form.currency,
    customerEmail: form.email,
    customerName: form.contactName,
    businessName: form.businessName,
    phone: form.phone,
    billingAddress: form.billingAddress,
    city: form.city,
    postalCode: form.postalCode,
    lang,
    ...(renewToken ? { renewToken } : {}),
  };
}

/** POSTs the form to /api/create-stripe-checkout and returns checkoutUrl; throws on any failure. */
export async function requestCheckoutUrl(body: Record<string, unknown>, send: typeof fetch = fetch): Promise<string> {
  const res = await send('/api/create-stripe-checkout', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await res.json().catch(() => null)) as { checkoutUrl?: unknown; error?: unknown } | null;
  if (!res.ok || typeof answer?.checkoutUrl !== 'string') {
    throw new Error(`${res.status}: ${typeof answer?.error === 'string' ? answer.error : res.statusText}`);
  }
  return answer.checkoutUrl;
}
