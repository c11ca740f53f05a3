/**
 * POST /api/stripe/webhook: Stripe's event notifications. The signature is checked on the raw
 * body; paid Checkout Sessions are fulfilled (idempotently: replays change nothing).
 */
import type { APIRoute } from 'astro';
import type Stripe from 'stripe';
import { jsonError, jsonOk } from '~/platform/http/json';
import { fulfilCheckoutSession } from '~/features/listings/payments/card-checkout.server';
import { readLimitedBody } from '~/platform/http/limited-body.server';
import { getStripeConfig, stripeWebhooks } from '~/features/listings/payments/stripe.server';
import { logEvent } from '~/platform/log/logger';

/** Stripe's events are a few KB; 1 MB is far above any of them. */
const MAX_BODY = 1024 * 1024;
const FULFILLING_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

export const POST: APIRoute = async ({ request, locals }) => {
  const { webhookSecret } = getStripeConfig();
  if (!webhookSecret) return jsonError(503, 'Webhooks are not configured');
  const signature = request.headers.get('stripe-signature');
  if (!signature) return jsonError(400, 'Missing Stripe-Signature header');
  const body = await readLimitedBody(request, MAX_BODY);
  if (!body.ok) return jsonError(413, 'Request body too large');
  let event: Stripe.Event;
  try {
    // The raw bytes, not re-serialized JSON: the signature covers them exactly.
    event = stripeWebhooks.constructEvent(Buffer.from(body.bytes), signature, webhookSecret);
  } catch (error) {
    logEvent('stripe_webhook_refused', { reason: error instanceof Error ? error.message : String(error) }, 'warn');
    return jsonError(400, 'Invalid signature');
  }
  if (!FULFILLING_EVENTS.has(event.type)) return jsonOk({ received: true, activated: false });
  const session = event.data.object as Stripe.Checkout.Session;
  const outcome = fulfilCheckoutSession(locals.db, session, `webhook:${event.id}`, locals.now);
  return jsonOk({ received: true, activated: outcome === 'activated', outcome });
};
