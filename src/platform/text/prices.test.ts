import { describe, expect, it } from 'vitest';
import { formatDollars, formatEventPrice } from './prices';

describe('formatDollars', () => {
  it('writes whole amounts without decimals, and says the currency', () => {
    expect(formatDollars(25, 'en')).toBe('$25 USD');
    expect(formatDollars(1250, 'en')).toBe('$1,250 USD');
    expect(formatDollars(1250, 'nl')).toBe('$1.250 USD');
  });
  it('keeps cents when there are any', () => {
    expect(formatDollars(12.5, 'en')).toBe('$12.50 USD');
    expect(formatDollars(12.5, 'nl')).toBe('$12,50 USD');
  });
});

describe('formatEventPrice', () => {
  it('shows Free for 0', () => {
    expect(formatEventPrice(0, 'en', 'Free')).toBe('Free');
    expect(formatEventPrice(0, 'nl', 'Gratis')).toBe('Gratis');
  });
  it('shows the dollar price otherwise', () => {
    expect(formatEventPrice(35, 'en', 'Free')).toBe('$35 USD');
  });
  it('treats a missing or broken price as free rather than "$NaN"', () => {
    expect(formatEventPrice(null, 'en', 'Free')).toBe('Free');
    expect(formatEventPrice(Number.NaN, 'en', 'Free')).toBe('Free');
  });
});
