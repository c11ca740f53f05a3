import { describe, expect, it } from 'vitest';
import { describeTourCount, getToursHref } from './TourBrowser';

const strings = { 'tours.empty': 'No tours found for the selected category.', 'tours.countOne': '1 tour', 'tours.countMany': '{count} tours' };

describe('TourBrowser helpers', () => {
  it('links each filter to its page in the page language, all without a query', () => {
    expect(getToursHref('en', 'all')).toBe('/tours');
    expect(getToursHref('en', 'river-cruise')).toBe('/tours?category=river-cruise');
    expect(getToursHref('nl', 'nature')).toBe('/nl/tours?category=nature');
  });

  it('says the empty text, one tour, or the count', () => {
    expect(describeTourCount(0, strings)).toBe('No tours found for the selected category.');
    expect(describeTourCount(1, strings)).toBe('1 tour');
    expect(describeTourCount(11, strings)).toBe('11 tours');
  });
});
