import { describe, expect, it } from 'vitest';
import { formatRating, toTelHref } from './RestaurantCard';

describe('restaurant card texts', () => {
  it('formats ratings with one decimal in the page language', () => {
    expect(formatRating(4, 'en')).toBe('4.0');
    expect(formatRating(4.5, 'nl')).toBe('4,5');
  });

  it('turns a written phone number into a tel: address', () => {
    expect(toTelHref('+597 555-0101')).toBe('tel:+5975550101');
    expect(toTelHref('(597) 42.11.00')).toBe('tel:597421100');
  });
});
