import { describe, expect, it } from 'vitest';
import { getEffectiveStatus, getLapseCutoff, LAPSE_AFTER_MS } from './status';

describe('lapsed orders', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  const daysAgo = (days: number, extraMs = 0) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000 - extraMs);
  const shown = (status: string, createdAt: Date, at = now) => getEffectiveStatus({ status, listingEndsAt: null, createdAt }, at);

  it('reads an unpaid card or bank-transfer order as lapsed from 14 days on', () => {
    expect(LAPSE_AFTER_MS).toBe(14 * 24 * 60 * 60 * 1000);
    for (const status of ['pending', 'awaiting_payment']) {
      expect(shown(status, daysAgo(14, -1))).toBe(status);
      expect(shown(status, daysAgo(14))).toBe('lapsed');
      expect(shown(status, daysAgo(40))).toBe('lapsed');
    }
  });

  it('never lapses an order with a receipt or a decision', () => {
    for (const status of ['awaiting_verification', 'paid', 'rejected']) expect(shown(status, daysAgo(100))).toBe(status);
    expect(getEffectiveStatus({ status: 'active', listingEndsAt: daysAgo(-10), createdAt: daysAgo(100) }, now)).toBe('active');
  });

  it('follows the clock it is given, not the time of day it runs', () => {
    const created = new Date('2026-06-01T12:00:00Z');
    expect(shown('awaiting_payment', created, new Date('2026-06-15T11:59:59.999Z'))).toBe('awaiting_payment');
    expect(shown('awaiting_payment', created, new Date('2026-06-15T12:00:00Z'))).toBe('lapsed');
    expect(getLapseCutoff(new Date('2026-06-15T12:00:00Z')).toISOString()).toBe('2026-06-01T12:00:00.000Z');
  });
});
