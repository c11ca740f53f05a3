import { describe, expect, it } from 'vitest';
import { addMonthsUtc, getListingEnd } from './listing-period';
import { getEffectiveStatus, isOrderStatus } from './status';

describe('listing period', () => {
  it('adds three calendar months', () => {
    expect(getListingEnd('event', new Date('2026-01-15T10:30:00Z')).toISOString()).toBe('2026-04-15T10:30:00.000Z');
    expect(getListingEnd('restaurant', new Date('2026-11-05T00:00:00Z')).toISOString()).toBe('2027-02-05T00:00:00.000Z');
  });
  it('clamps to the end of a shorter month', () => {
    expect(addMonthsUtc(new Date('2026-11-30T12:00:00Z'), 3).toISOString()).toBe('2027-02-28T12:00:00.000Z');
    expect(addMonthsUtc(new Date('2027-11-30T12:00:00Z'), 3).toISOString()).toBe('2028-02-29T12:00:00.000Z');
    expect(addMonthsUtc(new Date('2026-05-31T00:00:00Z'), 1).toISOString()).toBe('2026-06-30T00:00:00.000Z');
  });
});

describe('order status', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  const created = new Date('2026-05-30T00:00:00Z');
  it('reads an active listing past its end as expired', () => {
    expect(getEffectiveStatus({ status: 'active', listingEndsAt: new Date('2026-05-31T23:59:59Z'), createdAt: created }, now)).toBe('expired');
    expect(getEffectiveStatus({ status: 'active', listingEndsAt: new Date('2026-06-02T00:00:00Z'), createdAt: created }, now)).toBe('active');
    expect(getEffectiveStatus({ status: 'awaiting_verification', listingEndsAt: null, createdAt: created }, now)).toBe('awaiting_verification');
  });
  it('knows its statuses', () => {
    expect(isOrderStatus('rejected')).toBe(true);
    expect(isOrderStatus('refunded')).toBe(false);
    expect(getEffectiveStatus({ status: 'bogus', listingEndsAt: null, createdAt: created }, now)).toBe('pending');
  });
});
