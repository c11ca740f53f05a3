/**
 * What the checkout page does on load, before and without its form island (which hydrates at the
 * visitor's first interaction with the form): it keeps the chosen plan for a later visit to
 * /checkout without ?plan= (spec section 3) and reports that a checkout began.
 */
import { trackEvent } from '~/platform/analytics/track';
import { getPlanAmount, isPlanType } from '~/features/listings/plans/catalog';
import { storeSelectedPlan } from './browser-storage';

/** Stores the page's plan and sends `checkout_initiated`; nothing for an unknown plan. */
export function startCheckoutPage(plan: string | undefined): void {
  if (!isPlanType(plan)) return;
  storeSelectedPlan(plan);
  trackEvent('checkout_initiated', { plan_type: plan, currency: 'SRD', value: getPlanAmount(plan, 'SRD') });
}
