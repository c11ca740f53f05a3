/**
 * What the checkout form island does with a form that passed its check (spec sections 3 and 5):
 * a bank transfer goes on to the bank-transfer screen with the plan and form kept in local
 * storage; a card payment asks for a Stripe hosted Checkout address and goes there. Runs in the
 * browser only.
 */
import { trackEvent } from '~/platform/analytics/track';
import { getPlanAmount, type PlanType } from '~/features/listings/plans/catalog';
import { storeCheckoutForm, storeSelectedPlan } from './browser-storage';
import type { CheckoutForm } from './schemas';

export interface PayTarget {
  lang: string;
  planType: PlanType;
  bankTransferPath: string;
  /** A checked renewal link's token: the card order is tied to the listing it renews. */
  renewToken?: string;
}

/** Sends the visitor on to pay; resolves once the browser is leaving, rejects when the card request failed. */
export async function payCheckout(valid: CheckoutForm, target: PayTarget): Promise<void> {
  const { planType } = target;
  trackEvent('payment_started', {
    plan_type: planType,
    payment_method: valid.paymentMethod,
    currency: valid.currency,
    value: getPlanAmount(planType, valid.currency),
  });
  if (valid.paymentMethod === 'banktransfer') {
    storeSelectedPlan(planType);
    storeCheckoutForm(valid);
    window.location.assign(target.bankTransferPath);
    return;
  }
  // Loaded with the check that just passed, so already here.
  const { checkoutRequestBody, requestCheckoutUrl } = await import('./checkout-check');
  const checkoutUrl = await requestCheckoutUrl(checkoutRequestBody(planType, valid, target.lang, target.renewToken));
  storeCheckoutForm(valid);
  window.location.assign(checkoutUrl);
}
