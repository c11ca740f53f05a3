import { describe, expect, it } from 'vitest';
import { formatAverage, formatRelativeDate, formatVisitMonth } from './review-format';
import { getReviewsPath, getWriteReviewPath } from './review-paths';

const now = new Date('2026-11-26T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const DAY = 86_400_000;

describe('review formats', () => {
  it('writes relative dates in the page language from the server clock', () => {
    expect(formatRelativeDate(ago(14 * DAY), now, 'en')).toBe('2 weeks ago');
    expect(formatRelativeDate(ago(14 * DAY), now, 'nl')).toBe('2 weken geleden');
    expect(formatRelativeDate(ago(DAY), now, 'en')).toBe('yesterday');
    expect(formatRelativeDate(ago(3 * 3_600_000), now, 'nl')).toBe('3 uur geleden');
    expect(formatRelativeDate(ago(400 * DAY), now, 'en')).toBe('last year');
    expect(formatRelativeDate(ago(65 * DAY), now, 'en')).toBe('2 months ago');
    expect(formatRelativeDate(ago(5_000), now, 'en')).toBe('now');
    expect(formatRelativeDate(new Date(now.getTime() + 60_000), now, 'en')).toBe('now');
  });

  it('writes averages and visit months in the page language', () => {
    expect(formatAverage(4.6, 'en')).toBe('4.6');
    expect(formatAverage(4.6, 'nl')).toBe('4,6');
    expect(formatAverage(5, 'nl')).toBe('5,0');
    expect(formatVisitMonth('2026-10', 'en')).toBe('October 2026');
    expect(formatVisitMonth('2026-10', 'nl')).toBe('oktober 2026');
    expect(formatVisitMonth('bad', 'en')).toBe('bad');
  });

  it('builds the fixed review addresses', () => {
    expect(getReviewsPath('restaurant', 4, 'en')).toBe('/restaurant/4/reviews');
    expect(getReviewsPath('tour', 2, 'nl')).toBe('/nl/tour/2/reviews');
    expect(getWriteReviewPath('tour', 2, 'en')).toBe('/tour/2/write-review');
    expect(getWriteReviewPath('restaurant', 7, 'nl')).toBe('/nl/restaurant/7/write-review');
  });
});
