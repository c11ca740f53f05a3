import { describe, expect, it } from 'vitest';
import { formatSiteDate, getDateBadge, parseDate } from './format-date';

// 23:30 UTC on 5 December is 20:30 the same day in Paramaribo; 02:00 UTC on 6 December is still the 5th there.
const evening = '2026-12-05T23:30:00.000Z';
const afterMidnightUtc = '2026-12-06T02:00:00.000Z';

describe('formatSiteDate', () => {
  it('writes English dates in en-US order', () => {
    expect(formatSiteDate(evening, 'en', 'full')).toBe('Saturday, December 5, 2026');
    expect(formatSiteDate(evening, 'en', 'long')).toBe('December 5, 2026');
    expect(formatSiteDate(evening, 'en', 'short')).toBe('Dec 5');
  });

  it('writes Dutch dates in Dutch order and words', () => {
    expect(formatSiteDate(evening, 'nl', 'full')).toBe('zaterdag 5 december 2026');
    expect(formatSiteDate(evening, 'nl', 'long')).toBe('5 december 2026');
  });

  it('uses the Paramaribo calendar day, not the UTC one', () => {
    expect(formatSiteDate(afterMidnightUtc, 'en', 'long')).toBe('December 5, 2026');
    expect(formatSiteDate('2026-12-06T03:00:00.000Z', 'en', 'long')).toBe('December 6, 2026');
  });

  it('gives null for a missing or broken date (the page then says Recently)', () => {
    expect(formatSiteDate(null, 'en')).toBeNull();
    expect(formatSiteDate(undefined, 'nl')).toBeNull();
    expect(formatSiteDate('', 'en')).toBeNull();
    expect(formatSiteDate('not a date', 'en')).toBeNull();
  });
});

describe('getDateBadge', () => {
  it('splits a date into day and short month', () => {
    expect(getDateBadge(evening, 'en')).toEqual({ day: '5', month: 'Dec' });
    expect(getDateBadge(evening, 'nl')).toEqual({ day: '5', month: 'dec' });
  });
  it('gives null without a date', () => {
    expect(getDateBadge(null, 'en')).toBeNull();
  });
});

describe('parseDate', () => {
  it('accepts Date objects and ISO text', () => {
    expect(parseDate(new Date(evening))?.toISOString()).toBe(evening);
    expect(parseDate(evening)?.toISOString()).toBe(evening);
  });
});
