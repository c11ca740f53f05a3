/**
 * What the checkout form's script needs only once a field is checked or the form is sent, loaded
 * then (checkout-form-rules.ts makeLazyCheck) so zod stays out of the page's first view: the check
 * with the shared schema, and the card path's request for a Stripe hosted Checkout address (a card
 * is paid only after a passed check, so this module is there by then).
 */
import { getPlanAmount, type PlanType } from '~/features/listings/plans/catalog';
import type { CheckForm } from './checkout-form-rules';
import { collectFieldErrors } from './form-fields';
import { makeCheckoutFormSchema, type CheckoutForm, type CheckoutMessages } from './schemas';

/** Checks the form with the shared schema: the parsed (trimmed) form, or one message per field. */
export function makeCheck(messages: CheckoutMessages): CheckForm {
  const schema = makeCheckoutFormSchema(messages);
  return (values) => {
    const parsed = schema.safeParse(values);
    return parsed.success ? { ok: true, form: parsed.data, errors: {} } : { ok: false, errors: collectFieldErrors(parsed.error.issues) };
  };
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
