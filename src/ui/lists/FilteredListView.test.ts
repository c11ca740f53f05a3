import { describe, expect, it } from 'vitest';
import { describeListCount, getCategoryHref } from './FilteredListView';

const texts = { empty: 'No tours found for the selected category.', one: '1 tour', many: '{count} tours' };

describe('filtered list helpers', () => {
  it('links each filter to its page in the page language, all without a query', () => {
    expect(getCategoryHref('/tours', 'en', 'all')).toBe('/tours');
    expect(getCategoryHref('/tours', 'en', 'river-cruise')).toBe('/tours?category=river-cruise');
    expect(getCategoryHref('/tours', 'nl', 'nature')).toBe('/nl/tours?category=nature');
    expect(getCategoryHref('/restaurants', 'nl', 'street-food')).toBe('/nl/restaurants?category=street-food');
  });

  it('says the empty text, one tour, or the count', () => {
    expect(describeListCount(0, texts)).toBe('No tours found for the selected category.');
    expect(describeListCount(1, texts)).toBe('1 tour');
    expect(describeListCount(11, texts)).toBe('11 tours');
  });
});
