/**
 * Card payments through Stripe's hosted Checkout: create the session for a new pending order,
 * and fulfil an order once Stripe says its session is paid (success page and webhook share it).
 */
import type Stripe from 'stripe';
import type { Db } from '~/db/client';
import { getOrderBySessionId } from '~/features/listings/orders/orders.server';
import { activatePaidOrder, attachStripeSession, createOrder, type ActivationResult } from '~/features/listings/orders/order-writes.server';
import { localizePath, useTranslations, type Locale } from '~/i18n';
import { planTexts } from '~/features/listings/checkout/plan-texts';
import type { CheckoutForm } from '~/features/listings/checkout/schemas';
import { getPlanAmount, type PlanType } from '~/features/listings/plans/catalog';
import { offerEditorLinkOnce } from '~/features/listings/lifecycle/editor-link-once.server';
import { logEvent } from '~/platform/log/logger';

export interface CardCheckoutInput {
  planType: PlanType;
  form: CheckoutForm;
  lang: Locale;
  siteUrl: string;
  /** The server clock (the system clock when absent). */
  now?: Date;
  /** The listing a checked renewal link ties the order to. */
  renewsListingId?: string | null;
  /** That renewal link's token: Stripe's cancel link returns to the same renewal checkout. */
  renewToken?: string | null;
}

/** Creates the pending order and its Checkout Session (in USD, price from the catalog); returns the hosted page address. */
export async function startCardCheckout(db: Db, stripe: Stripe, input: CardCheckoutInput): Promise<{ orderId: string; checkoutUrl: string }> {
  const { planType, form, lang, siteUrl } = input;
  const amount = getPlanAmount(planType, 'USD');
  const { id: orderId } = createOrder(db, {
    planType,
    amount,
    currency: 'USD',
    form,
    status: 'pending',
    locale: lang,
    renewsListingId: input.renewsListingId,
    now: input.now,
  });
  const t = useTranslations(lang);
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: amount * 100,
            product_data: { name: `${t(planTexts[planType].name)} – ${t('plan.period')}` },
          },
        },
      ],
      customer_email: form.email,
      client_reference_id: orderId,
      metadata: { orderId, planType },
      locale: lang,
      // Stripe fills in {CHECKOUT_SESSION_ID}; the braces must stay unencoded.
      success_url: `${siteUrl}${localizePath('/checkout/success', lang)}?session_id={CHECKOUT_SESSION_ID}`,
      // Back from Stripe without paying: the checkout says so and fills the form in again from this order (see cancelled-payment.server.ts).
      cancel_url: `${siteUrl}${localizePath('/checkout', lang)}?plan=${planType}${input.renewsListingId && input.renewToken ? `&renew=${encodeURIComponent(input.renewToken)}` : ''}&cancelled=${orderId}`,
    },
    { idempotencyKey: `checkout-${orderId}` },
  );
  if (!session.url) throw new Error(`Stripe returned session ${session.id} without a url`);
  attachStripeSession(db, orderId, session.id);
  return { orderId, checkoutUrl: session.url };
}

/** Fulfils a session Stripe reports as paid; anything else leaves the order as it is. */
export function fulfilCheckoutSession(db: Db, session: Stripe.Checkout.Session, via: string, now: Date = new Date()): ActivationResult | 'unpaid' {
  if (session.payment_status !== 'paid') return 'unpaid';
  const orderId = session.metadata?.orderId ?? session.client_reference_id ?? null;
  const result = activatePaidOrder(
    db,
    {
      sessionId: session.id,
      orderId,
      amountTotal: session.amount_total,
      currency: session.currency,
    },
    now,
  );
  if (result === 'activated') logEvent('listing_activated', { orderId, stripeCheckout: session.id, via });
  if (result === 'mismatch' || result === 'not_found') logEvent('paid_session_not_fulfilled', { stripeCheckout: session.id, reason: result, via }, 'error');
  // A replay, or the success page after the webhook: the order is used, nothing more is made.
  if (result === 'already_done') logEvent('paid_session_already_fulfilled', { stripeCheckout: session.id, via });
  return result;
}

export interface PaymentResult {
  success: boolean;
  planType: PlanType | null;
  businessName: string | null;
  error: string | null;
  /** A renewal: the listing runs on, and the success page's next steps say so. */
  renewal?: boolean;
  /** The listing editor's path (language-neutral, '/listing/<token>'), offered once to the browser that paid a new listing. */
  editorPath?: string | null;
}

const localizeEditorPath = (path: string | null, lang: Locale): string | null => (path ? localizePath(path, lang) : null);

/** The success page's answer for a session it has retrieved from Stripe (spec: payment result). */
export function describePaymentResult(db: Db, session: Stripe.Checkout.Session, lang: Locale, now: Date = new Date()): PaymentResult {
  const t = useTranslations(lang);
  const outcome = fulfilCheckoutSession(db, session, 'success-page', now);
  const order = getOrderBySessionId(db, session.id);
  const planType = (order?.planType ?? null) as PlanType | null;
  const businessName = order?.businessName ?? null;
  if (outcome === 'unpaid') return { success: false, planType, businessName, error: t('checkout.api.notPaid') };
  if (!order || (order.status !== 'active' && order.status !== 'expired')) {
    return { success: false, planType, businessName, error: t('failure.default') };
  }
  if (order.renewsListingId) return { success: true, planType, businessName, error: null, renewal: true, editorPath: null };
  return { success: true, planType, businessName, error: null, renewal: false, editorPath: localizeEditorPath(offerEditorLinkOnce(db, order.id, now), lang) };
}
