/**
 * POST /api/create-stripe-checkout (spec section 7): creates a pending order and a Stripe hosted
 * Checkout Session for it, priced from the plan catalog, and answers { checkoutUrl }.
 */
import type { APIRoute } from 'astro';
import { getDb } from '~/db/client';
import { pickStrings, useTranslations } from '~/i18n';
import { hitEmailLimit } from '~/lib/http/email-limit.server';
import { jsonError, jsonOk } from '~/lib/http/json';
import { getFirstIssueMessage, makeCardRequestFormSchema, stripeCheckoutRequestSchema, mapRequestToForm } from '~/lib/checkout/request-schemas';
import { checkoutMessageKeys } from '~/lib/checkout/schemas';
import { startCardCheckout } from '~/lib/payments/card-checkout.server';
import { readLimitedBody } from '~/lib/http/limited-body.server';
import { getStripeClient } from '~/lib/payments/stripe.server';
import { getPlanAmount } from '~/lib/plans/catalog';
import { getSiteUrl } from '~/lib/site-config.server';
import { logError } from '~/lib/log/logger';

const MAX_BODY = 16 * 1024;

export const POST: APIRoute = async ({ request }) => {
  const en = useTranslations('en');
  const stripe = getStripeClient();
  if (!stripe) return jsonError(503, en('checkout.api.cardUnavailable'));
  const body = await readLimitedBody(request, MAX_BODY);
  if (!body.ok) return jsonError(413, 'Request body too large');
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(body.bytes));
  } catch {
    return jsonError(400, en('checkout.api.badJson'));
  }
  const envelope = stripeCheckoutRequestSchema.safeParse(json);
  if (!envelope.success) return jsonError(400, getFirstIssueMessage(envelope.error));
  const { planType, amount, currency, lang } = envelope.data;
  const t = useTranslations(lang);
  if (currency !== 'USD') return jsonError(400, t('checkout.api.usdOnly'));
  // The price comes from the catalog; a request that names another amount is refused, not corrected.
  const price = getPlanAmount(planType, 'USD');
  if (amount !== price) return jsonError(400, t('checkout.api.amountMismatch', { amount: price, currency: 'USD' }));
  const form = makeCardRequestFormSchema(pickStrings(lang, checkoutMessageKeys)).safeParse(mapRequestToForm(envelope.data));
  if (!form.success) return jsonError(400, getFirstIssueMessage(form.error));
  const emailLimit = hitEmailLimit('checkout', form.data.email, lang);
  if (!emailLimit.ok) return jsonError(429, emailLimit.message, { 'Retry-After': String(emailLimit.retryAfterSeconds) });
  try {
    const { checkoutUrl } = await startCardCheckout(getDb(), stripe, { planType, form: form.data, lang, siteUrl: getSiteUrl() });
    return jsonOk({ checkoutUrl });
  } catch (error) {
    // The order stays pending: a later webhook for it, or the admin, can still see it.
    logError('stripe_checkout_failed', error, { planType });
    return jsonError(502, t('checkout.toast.paymentFailedText'));
  }
};
