import { describe, expect, it } from 'vitest';
import { eventFilterQuery, getEventWindow, parseEventFilter, type EventFilter } from './event-windows';

/** A filter's window as ISO strings (Paramaribo is UTC-3: a local midnight is 03:00 UTC). */
const windowAt = (filter: EventFilter, now: string) => {
  const w = getEventWindow(filter, new Date(now));
  return [w.from.toISOString(), w.until?.toISOString() ?? null];
};

describe('event filters from the address', () => {
  it('reads no query as the next 7 days and the three named filters', () => {
    expect(parseEventFilter(new URLSearchParams(''))).toBe('week');
    expect(parseEventFilter(new URLSearchParams('when=tonight'))).toBe('tonight');
    expect(parseEventFilter(new URLSearchParams('when=weekend&utm_source=x'))).toBe('weekend');
    expect(parseEventFilter(new URLSearchParams('when=all'))).toBe('all');
  });
  it.each(['when=', 'when=week', 'when=TONIGHT', 'when=later', 'when=%00', 'when=all&when=tonight'])('refuses %s (the page redirects)', (query) => {
    expect(parseEventFilter(new URLSearchParams(query))).toBeNull();
  });
  it('writes the default as the plain address', () => {
    expect(eventFilterQuery('week')).toBe('');
    expect(eventFilterQuery('weekend')).toBe('?when=weekend');
  });
});

describe('event windows on the Paramaribo calendar', () => {
  // Thursday 26 November 2026, 10:00 in Paramaribo.
  const thursday = '2026-11-26T13:00:00Z';
  it('tonight is the whole of today', () => {
    expect(windowAt('tonight', thursday)).toEqual(['2026-11-26T03:00:00.000Z', '2026-11-27T03:00:00.000Z']);
  });
  it('the next 7 days are today and the six after it', () => {
    expect(windowAt('week', thursday)).toEqual(['2026-11-26T03:00:00.000Z', '2026-12-03T03:00:00.000Z']);
  });
  it('all starts today and has no end', () => {
    expect(windowAt('all', thursday)).toEqual(['2026-11-26T03:00:00.000Z', null]);
  });
  it('on Monday to Thursday the weekend is the coming Friday to Sunday', () => {
    const coming = ['2026-11-27T03:00:00.000Z', '2026-11-30T03:00:00.000Z'];
    expect(windowAt('weekend', thursday)).toEqual(coming);
    expect(windowAt('weekend', '2026-11-23T12:00:00Z')).toEqual(coming); // Monday
  });
  it('on Friday, Saturday and Sunday the weekend under way, from today', () => {
    expect(windowAt('weekend', '2026-11-27T23:00:00Z')).toEqual(['2026-11-27T03:00:00.000Z', '2026-11-30T03:00:00.000Z']); // Friday 20:00
    expect(windowAt('weekend', '2026-11-28T12:00:00Z')).toEqual(['2026-11-28T03:00:00.000Z', '2026-11-30T03:00:00.000Z']); // Saturday
    expect(windowAt('weekend', '2026-11-29T12:00:00Z')).toEqual(['2026-11-29T03:00:00.000Z', '2026-11-30T03:00:00.000Z']); // Sunday
  });
  it('on Sunday night in Paramaribo (already Monday in UTC) it is still Sunday', () => {
    const sundayNight = '2026-11-30T02:30:00Z'; // Sunday 23:30 in Paramaribo
    expect(windowAt('weekend', sundayNight)).toEqual(['2026-11-29T03:00:00.000Z', '2026-11-30T03:00:00.000Z']);
    expect(windowAt('tonight', sundayNight)).toEqual(['2026-11-29T03:00:00.000Z', '2026-11-30T03:00:00.000Z']);
    expect(windowAt('week', sundayNight)).toEqual(['2026-11-29T03:00:00.000Z', '2026-12-06T03:00:00.000Z']);
  });
  it('turns at midnight in Paramaribo, not at midnight UTC', () => {
    expect(windowAt('tonight', '2026-11-27T02:59:59Z')[0]).toBe('2026-11-26T03:00:00.000Z');
    expect(windowAt('tonight', '2026-11-27T03:00:00Z')[0]).toBe('2026-11-27T03:00:00.000Z');
    // Thursday 23:59 looks ahead to the coming weekend; one minute later it is Friday and the weekend has begun.
    expect(windowAt('weekend', '2026-11-27T02:59:00Z')[0]).toBe('2026-11-27T03:00:00.000Z');
    expect(windowAt('weekend', '2026-11-27T03:01:00Z')).toEqual(['2026-11-27T03:00:00.000Z', '2026-11-30T03:00:00.000Z']);
  });
  it('crosses a month and a year end', () => {
    expect(windowAt('week', '2026-12-28T15:00:00Z')).toEqual(['2026-12-28T03:00:00.000Z', '2027-01-04T03:00:00.000Z']);
  });
});
