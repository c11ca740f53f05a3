/** The payment result for a session id: retrieve the session from Stripe, fulfil it when paid. */
import Stripe from 'stripe';
import type { Db } from '~/db/client';
import { useTranslations, type Locale } from '~/i18n';
import { describePaymentResult, type PaymentResult } from './card-checkout.server';
import { sessionIdSchema } from './session-id';
import { getStripeClient } from './stripe.server';
import { logError } from '~/platform/log/logger';

export type VerifiedPayment = { status: number; result: PaymentResult };

const failure = (status: number, error: string): VerifiedPayment => ({ status, result: { success: false, planType: null, businessName: null, error } });

/** Verifies a Checkout Session with Stripe; never throws. */
export async function verifyPayment(db: Db, sessionId: string | null, lang: Locale, now: Date = new Date()): Promise<VerifiedPayment> {
  const t = useTranslations(lang);
  if (!sessionId) return failure(400, t('checkout.api.sessionMissing'));
  if (!sessionIdSchema.safeParse(sessionId).success) return failure(400, t('checkout.api.sessionInvalid'));
  const stripe = getStripeClient();
  if (!stripe) return failure(503, t('checkout.api.cardUnavailable'));
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.retrieve(sessionId);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
      return failure(404, t('checkout.api.sessionNotFound'));
    }
    logError('stripe_session_retrieve_failed', error, { stripeCheckout: sessionId });
    return failure(502, t('checkout.api.verifyFailed'));
  }
  return { status: 200, result: describePaymentResult(db, session, lang, now) };
}
