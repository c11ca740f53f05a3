import { describe, expect, it } from 'vitest';
import { parseWholeNumber } from './whole-number';
import { wholeNumberSchema } from './whole-number-schema';

describe('parseWholeNumber', () => {
  it('reads plain decimal digits only', () => {
    expect(parseWholeNumber('16')).toBe(16);
    expect(parseWholeNumber('0')).toBe(0);
    for (const bad of ['0x10', '1e3', '+5', ' 5', '5 ', '5.0', '1.5', '-1', '05', '', 'Infinity', '٣', '9'.repeat(17), null, undefined]) {
      expect(parseWholeNumber(bad), String(bad)).toBeNull();
    }
  });

  it('keeps to the range', () => {
    expect(parseWholeNumber('0', { min: 1 })).toBeNull();
    expect(parseWholeNumber('101', { max: 100 })).toBeNull();
    expect(parseWholeNumber(String(Number.MAX_SAFE_INTEGER + 1))).toBeNull();
  });
});

describe('wholeNumberSchema', () => {
  it('gives the number, or one message for any failure', () => {
    const schema = wholeNumberSchema('id must be a positive whole number', { min: 1 });
    expect(schema.parse('42')).toBe(42);
    for (const bad of ['0x10', '1e3', '0', undefined]) {
      const result = schema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('id must be a positive whole number');
    }
  });
});
