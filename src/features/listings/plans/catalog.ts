/** The listing plans businesses can buy (spec section 3). Prices are whole currency units. */

export const planTypes = ['restaurant', 'tour', 'event'] as const;
export type PlanType = (typeof planTypes)[number];
export type Currency = 'SRD' | 'USD';

export interface ListingPlan {
  type: PlanType;
  /** Price in SRD. */
  price: number;
  /** Price in USD; when absent the fallback SRD / 30, rounded, applies. */
  priceUSD?: number;
  currency: 'SRD';
  durationMonths: 3;
  popular: boolean;
}

export const listingPlans: Record<PlanType, ListingPlan> = {
  restaurant: { type: 'restaurant', price: 1000, priceUSD: 26, currency: 'SRD', durationMonths: 3, popular: false },
  tour: { type: 'tour', price: 1000, priceUSD: 26, currency: 'SRD', durationMonths: 3, popular: false },
  event: { type: 'event', price: 1250, priceUSD: 33, currency: 'SRD', durationMonths: 3, popular: true },
};

/** Processing fee added to every order (spec: 0). */
export const PROCESSING_FEE = 0;

/** True when a value names a plan. */
export function isPlanType(value: unknown): value is PlanType {
  return typeof value === 'string' && (planTypes as readonly string[]).includes(value);
}

/** The USD price of a plan, or SRD / 30 rounded when the plan has none. */
export function getPlanPriceUSD(plan: Pick<ListingPlan, 'price' | 'priceUSD'>): number {
  return plan.priceUSD ?? Math.round(plan.price / 30);
}

/** The amount a plan costs in a currency, fee included; the server's only source of prices. */
export function getPlanAmount(type: PlanType, currency: Currency): number {
  const plan = listingPlans[type];
  return (currency === 'USD' ? getPlanPriceUSD(plan) : plan.price) + PROCESSING_FEE;
}
