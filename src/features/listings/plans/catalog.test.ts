import { describe, expect, it } from 'vitest';
import { getPlanAmount, getPlanPriceUSD, isPlanType, listingPlans } from './catalog';

describe('listing plan catalog', () => {
  it('has the spec prices', () => {
    expect(listingPlans.restaurant.price).toBe(1000);
    expect(listingPlans.tour.price).toBe(1000);
    expect(listingPlans.event.price).toBe(1250);
    expect(getPlanAmount('restaurant', 'USD')).toBe(26);
    expect(getPlanAmount('tour', 'USD')).toBe(26);
    expect(getPlanAmount('event', 'USD')).toBe(33);
    expect(getPlanAmount('event', 'SRD')).toBe(1250);
  });
  it('marks only the event plan as most popular', () => {
    expect(
      Object.values(listingPlans)
        .filter((p) => p.popular)
        .map((p) => p.type),
    ).toEqual(['event']);
  });
  it('falls back to SRD / 30 rounded for USD', () => {
    expect(getPlanPriceUSD({ price: 1000 })).toBe(33);
    expect(getPlanPriceUSD({ price: 1250 })).toBe(42);
    expect(getPlanPriceUSD({ price: 1000, priceUSD: 26 })).toBe(26);
  });
  it('knows its plan types', () => {
    expect(isPlanType('event')).toBe(true);
    expect(isPlanType('premium')).toBe(false);
  });
});
