import { describe, expect, it } from 'vitest';
import { findWriteRule, getWriteRule, toEmailBucket } from './write-rules';

describe('toEmailBucket', () => {
  it('ignores case, spaces and a +tag in the local part', () => {
    expect(toEmailBucket(' Ana+Promo@Example.COM ')).toBe('ana@example.com');
    expect(toEmailBucket('ana@example.com')).toBe('ana@example.com');
    expect(toEmailBucket('+only@example.com')).toBe('+only@example.com');
  });
});

describe('write rules', () => {
  it('refuse all addresses together only far above the alert count, and limit per email as per address by default', () => {
    const receipt = getWriteRule('receipt');
    expect(receipt.global({}).max).toBe(2000);
    expect(receipt.alertAt({})).toBe(200);
    expect(receipt.perEmail({ RATE_LIMIT_RECEIPTS: '4/60' })).toEqual({ max: 4, windowMs: 60_000 });
    expect(receipt.perEmail({ RATE_LIMIT_RECEIPTS: '4/60', RATE_LIMIT_RECEIPTS_EMAIL: '2/600' })).toEqual({ max: 2, windowMs: 600_000 });
    expect(getWriteRule('checkout').alertAt({ RATE_LIMIT_CHECKOUT_ALERT: '50' })).toBe(50);
  });
});

describe('the listing editor write rule', () => {
  it('counts posts of /listing/<token> in every language, and nothing else under it', () => {
    const token = 'abcdefghijklmnopqrstuvwxyz234567';
    expect(findWriteRule(`/listing/${token}`)?.name).toBe('listing');
    expect(findWriteRule(`/nl/listing/${token}`)?.name).toBe('listing');
    expect(findWriteRule('/listing')).toBeUndefined();
    expect(findWriteRule(`/listing/${token}/x`)).toBeUndefined();
    expect(findWriteRule('/checkout')?.name).toBe('checkout');
    expect(getWriteRule('listing').perAddress({ RATE_LIMIT_LISTING_EDITS: '3/60' })).toEqual({ max: 3, windowMs: 60_000 });
  });
});

describe('the review write rule', () => {
  it('counts posts of the endpoint and the form pages in every language, not the confirm page', () => {
    expect(findWriteRule('/api/reviews')?.name).toBe('review');
    expect(findWriteRule('/restaurant/3/write-review')?.name).toBe('review');
    expect(findWriteRule('/nl/tour/12/write-review')?.name).toBe('review');
    expect(findWriteRule('/review/confirm')).toBeUndefined();
    expect(findWriteRule('/event/1/write-review')).toBeUndefined();
    expect(getWriteRule('review').perAddress({})).toEqual({ max: 5, windowMs: 3_600_000 });
    expect(getWriteRule('review').perEmail({ RATE_LIMIT_REVIEWS_EMAIL: '2/60' })).toEqual({ max: 2, windowMs: 60_000 });
  });
});
