import { describe, expect, it } from 'vitest';
import { formatPriceRange, getPriceLevel } from './price-range';

describe('price range', () => {
  it('counts the symbols, 1 to 4', () => {
    expect(getPriceLevel('$')).toBe(1);
    expect(getPriceLevel('$$$')).toBe(3);
    expect(getPriceLevel('$$$$')).toBe(4);
  });
  it('defaults to 2 when missing or out of range', () => {
    expect(getPriceLevel('')).toBe(2);
    expect(getPriceLevel(null)).toBe(2);
    expect(getPriceLevel('$$$$$')).toBe(2);
    expect(getPriceLevel('cheap')).toBe(2);
  });
  it('draws the range as repeated $', () => {
    expect(formatPriceRange('$$$')).toBe('$$$');
    expect(formatPriceRange(undefined)).toBe('$$');
  });
});
