/**
 * POST /api/create-stripe-checkout (spec section 7): creates a pending order and a Stripe hosted
 * Checkout Session for it, priced from the plan catalog, and answers { checkoutUrl }. An optional
 * `renewToken` (a reminder's renewal link) ties the order to the listing it renews.
 */
import type { APIRoute } from 'astro';
import { pickStrings, useTranslations } from '~/i18n';
import { hitEmailLimit } from '~/features/listings/email-limit.server';
import { jsonError, jsonOk } from '~/platform/http/json';
import { getFirstIssueMessage, makeCardRequestFormSchema, stripeCheckoutRequestSchema, mapRequestToForm } from '~/features/listings/checkout/request-schemas';
import { checkoutMessageKeys } from '~/features/listings/checkout/schemas';
import { startCardCheckout } from '~/features/listings/payments/card-checkout.server';
import { tieOrderToRenewal } from '~/features/listings/checkout/renewal.server';
import { readLimitedBody } from '~/platform/http/limited-body.server';
import { getStripeClient } from '~/features/listings/payments/stripe.server';
import { getPlanAmount } from '~/features/listings/plans/catalog';
import { getSiteUrl } from '~/platform/config/site-config.server';
import { logError } from '~/platform/log/logger';

const MAX_BODY = 16 * 1024;

export const POST: APIRoute = async ({ request, locals }) => {
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
  const emailLimit = hitEmailLimit(locals.db, 'checkout', form.data.email, lang, locals.now);
  if (!emailLimit.ok) return jsonError(429, emailLimit.message, { 'Retry-After': String(emailLimit.retryAfterSeconds) });
  const renewal = tieOrderToRenewal(locals.db, envelope.data.renewToken, planType, lang, locals.now);
  if (!renewal.ok) return jsonError(400, renewal.error);
  try {
    const { checkoutUrl } = await startCardCheckout(locals.db, stripe, {
      planType,
      form: form.data,
      lang,
      siteUrl: getSiteUrl(),
      renewsListingId: renewal.renewsListingId,
      renewToken: envelope.data.renewToken,
      now: locals.now,
    });
    return jsonOk({ checkoutUrl });
  } catch (error) {
    // The order stays pending: a later webhook for it, or the admin, can still see it.
    logError('stripe_checkout_failed', error, { planType });
    return jsonError(502, t('checkout.toast.paymentFailedText'));
  }
};
