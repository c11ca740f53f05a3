/** The card path of the checkout form: ask the server for a Stripe hosted Checkout address. */
import type { CheckoutForm } from '~/features/listings/checkout/schemas';
import { getPlanAmount, type PlanType } from '~/features/listings/plans/catalog';

/** POSTs the spec's fields to /api/create-stripe-checkout and returns checkoutUrl; throws on any failure. */
export async function requestCheckoutUrl(planType: PlanType, form: CheckoutForm, lang: string, renewToken?: string): Promise<string> {
  const res = await fetch('/api/create-stripe-checkout', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({
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
    }),
  });
  const body = (await res.json().catch(() => null)) as { checkoutUrl?: unknown; error?: unknown } | null;
  if (!res.ok || typeof body?.checkoutUrl !== 'string') {
    throw new Error(`${res.status}: ${typeof body?.error === 'string' ? body.error : res.statusText}`);
  }
  return body.checkoutUrl;
}
