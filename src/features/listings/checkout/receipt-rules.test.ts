import { describe, expect, it } from 'vitest';
import { checkReceiptFile, RECEIPT_MAX_BYTES } from './receipt-rules';

describe('receipt file check in the browser', () => {
  it('accepts JPEG, PNG and PDF up to 5MB', () => {
    expect(checkReceiptFile({ name: 'a.jpg', type: 'image/jpeg', size: 10 })).toBe('ok');
    expect(checkReceiptFile({ name: 'a.png', type: 'image/png', size: RECEIPT_MAX_BYTES })).toBe('ok');
    expect(checkReceiptFile({ name: 'a.pdf', type: 'application/pdf', size: 1 })).toBe('ok');
    expect(checkReceiptFile({ name: 'scan.PDF', type: '', size: 1 })).toBe('ok');
  });
  it('refuses other types and larger files', () => {
    expect(checkReceiptFile({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe('type');
    expect(checkReceiptFile({ name: 'a.html', type: 'text/html', size: 10 })).toBe('type');
    expect(checkReceiptFile({ name: 'a.exe', type: '', size: 10 })).toBe('type');
    expect(checkReceiptFile({ name: 'a.pdf', type: 'application/pdf', size: RECEIPT_MAX_BYTES + 1 })).toBe('size');
  });
});
