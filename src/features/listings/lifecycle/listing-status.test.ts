import { describe, expect, it } from 'vitest';
import { getShownListingStatus, isListingKind } from './listing-status';

describe('shown listing status', () => {
  const endsAt = new Date('2026-04-16T02:59:59.999Z');
  it('reads live, ending soon within 14 days, and ended past the end before the scheduler wrote it', () => {
    expect(getShownListingStatus({ status: 'live', endsAt }, new Date('2026-03-01T00:00:00Z'))).toBe('live');
    expect(getShownListingStatus({ status: 'live', endsAt }, new Date('2026-04-02T02:59:59.999Z'))).toBe('ending_soon');
    expect(getShownListingStatus({ status: 'live', endsAt }, endsAt)).toBe('ending_soon');
    expect(getShownListingStatus({ status: 'live', endsAt }, new Date(endsAt.getTime() + 1))).toBe('ended');
  });
  it('passes other statuses through and reads junk as awaiting content', () => {
    expect(getShownListingStatus({ status: 'pending_review', endsAt: null }, new Date())).toBe('pending_review');
    expect(getShownListingStatus({ status: 'bogus', endsAt: null }, new Date())).toBe('awaiting_content');
    expect(isListingKind('tour')).toBe(true);
    expect(isListingKind('news')).toBe(false);
  });
});
