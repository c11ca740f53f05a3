import { describe, expect, it } from 'vitest';
import { DEFAULT_BODY_LIMIT, getBodyLimit, getBodyLimitRule } from './body-limits';

describe('body limits', () => {
  it('gives each upload path its limit and everything else the default', () => {
    expect(getBodyLimit('/api/admin/upload/abc-123')).toBe(10 * 1024 * 1024);
    expect(getBodyLimit('/api/bank-transfer/receipt')).toBe(6 * 1024 * 1024);
    expect(getBodyLimit('/api/stripe/webhook')).toBe(1024 * 1024);
    expect(getBodyLimit('/api/admin/login')).toBe(DEFAULT_BODY_LIMIT);
    expect(getBodyLimit('/api/admin/uploadx')).toBe(DEFAULT_BODY_LIMIT);
    expect(getBodyLimit('/api/bank-transfer/receipt/extra')).toBe(DEFAULT_BODY_LIMIT);
  });

  it('lets the bank-transfer pages read more of a receipt form, with a message for the visitor', () => {
    for (const page of ['/checkout/bank-transfer', '/nl/checkout/bank-transfer', '/bank-transfer-checkout/', '/NL/bank-transfer-checkout']) {
      expect(getBodyLimitRule(page)).toMatchObject({ maxBytes: 12 * 1024 * 1024, tooLargeKey: 'ops.receiptTooLarge' });
    }
    expect(getBodyLimit('/checkout')).toBe(DEFAULT_BODY_LIMIT);
    expect(getBodyLimitRule('/contact')).toBeNull();
  });

  it('lets the listing editor take a few photos in one post, with a message for the business', () => {
    for (const page of ['/listing/abcdefghijklmnopqrstuvwxyz234567', '/nl/listing/abcdefghijklmnopqrstuvwxyz234567']) {
      expect(getBodyLimitRule(page)).toMatchObject({ maxBytes: 31 * 1024 * 1024, tooLargeKey: 'ops.editorTooLarge' });
    }
    expect(getBodyLimit('/listings')).toBe(DEFAULT_BODY_LIMIT);
  });
});
