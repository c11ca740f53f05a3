import { describe, expect, it } from 'vitest';
import { buildOccurrence, getNextOccurrence, listOccurrences, type EventSchedule } from './event-occurrences';

const at = (local: string) => new Date(`${local}-03:00`);
const iso = (d: Date | null) => d?.toISOString() ?? null;
/** Every Friday at 21:00 until 02:00, from Friday 4 December 2026 (stored at noon, as the admin form stores days). */
const weekly: EventSchedule = {
  date: at('2026-12-04T12:00').toISOString(),
  repeat: 'weekly',
  weekday: 5,
  endTime: '02:00',
  lastDate: at('2027-01-01T12:00').toISOString(),
  extraDates: [],
};
const FRIDAY_9PM: [number, number] = [21, 0];

describe('an occurrence', () => {
  it('ends the next day when its end time is earlier than its start (21:00–02:00)', () => {
    const o = buildOccurrence('2026-12-04', FRIDAY_9PM, '02:00');
    expect(iso(o.start)).toBe('2026-12-05T00:00:00.000Z');
    expect(iso(o.end)).toBe('2026-12-05T05:00:00.000Z');
  });
  it('ends the same day when its end time is later', () => {
    expect(iso(buildOccurrence('2026-12-04', [19, 30], '23:15').end)).toBe(at('2026-12-04T23:15').toISOString());
  });
  it('has no end without an end time, and neither start nor end without a clock (none is made up)', () => {
    expect(buildOccurrence('2026-12-04', FRIDAY_9PM, '').end).toBeNull();
    expect(buildOccurrence('2026-12-04', null, '02:00')).toEqual({ day: '2026-12-04', start: null, end: null });
  });
});

describe('a weekly schedule', () => {
  it('runs on its weekday from its first date to its last, inclusive', () => {
    const days = listOccurrences(weekly, FRIDAY_9PM, at('2026-11-01T00:00'), null).map((o) => o.day);
    expect(days).toEqual(['2026-12-04', '2026-12-11', '2026-12-18', '2026-12-25', '2027-01-01']);
  });
  it('starts on the first chosen weekday on or after its date', () => {
    // From Wednesday 2 December: the first Friday is the 4th.
    const fromWednesday = { ...weekly, date: at('2026-12-02T12:00').toISOString() };
    expect(listOccurrences(fromWednesday, FRIDAY_9PM, at('2026-11-01T00:00'), null, 2).map((o) => o.day)).toEqual(['2026-12-04', '2026-12-11']);
  });
  it('takes the weekday of its date when none is chosen', () => {
    const own = { ...weekly, weekday: null, date: at('2026-12-06T12:00').toISOString() };
    expect(listOccurrences(own, FRIDAY_9PM, at('2026-11-01T00:00'), null, 2).map((o) => o.day)).toEqual(['2026-12-06', '2026-12-13']);
  });
  it('shows its next occurrence: past ones do not count, today counts all day', () => {
    // Saturday 12 December, before dawn: last night's (Friday the 11th) is past, the next is the 18th.
    expect(getNextOccurrence(weekly, FRIDAY_9PM, at('2026-12-12T01:00'))?.day).toBe('2026-12-18');
    // Friday the 18th at 23:00, while it is on: still tonight's.
    expect(getNextOccurrence(weekly, FRIDAY_9PM, at('2026-12-18T23:00'))?.day).toBe('2026-12-18');
  });
  it('has none after its last date, and none past a paid listing’s end', () => {
    expect(getNextOccurrence(weekly, FRIDAY_9PM, at('2027-01-02T10:00'))).toBeNull();
    const paid = { ...weekly, lastDate: null, partnerUntil: at('2026-12-20T23:59').toISOString() };
    expect(listOccurrences(paid, FRIDAY_9PM, at('2026-12-01T00:00'), null).map((o) => o.day)).toEqual(['2026-12-04', '2026-12-11', '2026-12-18']);
  });
  it('runs on without a last date', () => {
    const open = { ...weekly, lastDate: null };
    expect(getNextOccurrence(open, FRIDAY_9PM, at('2027-06-01T10:00'))?.day).toBe('2027-06-04');
  });
  it('falls in a window when one of its days does (a weekend from Friday to Sunday)', () => {
    const inWeekend = listOccurrences(weekly, FRIDAY_9PM, at('2026-12-11T00:00'), at('2026-12-14T00:00'));
    expect(inWeekend.map((o) => o.day)).toEqual(['2026-12-11']);
    expect(listOccurrences(weekly, FRIDAY_9PM, at('2026-12-12T00:00'), at('2026-12-14T00:00'))).toEqual([]);
  });
});

describe('a list of dates', () => {
  const dates: EventSchedule = {
    ...weekly,
    repeat: 'dates',
    weekday: null,
    lastDate: null,
    endTime: '',
    extraDates: [
      { day: '2026-12-19', time: '20:00' },
      { day: '2026-12-12', time: '' },
    ],
  };
  it('gives its date and each other date in order, each at its own start time or the event’s', () => {
    const all = listOccurrences(dates, FRIDAY_9PM, at('2026-11-01T00:00'), null);
    expect(all.map((o) => [o.day, iso(o.start)])).toEqual([
      ['2026-12-04', at('2026-12-04T21:00').toISOString()],
      ['2026-12-12', at('2026-12-12T21:00').toISOString()],
      ['2026-12-19', at('2026-12-19T20:00').toISOString()],
    ]);
  });
  it('shows the next date that is not past', () => {
    expect(getNextOccurrence(dates, FRIDAY_9PM, at('2026-12-13T09:00'))?.day).toBe('2026-12-19');
    expect(getNextOccurrence(dates, FRIDAY_9PM, at('2026-12-20T09:00'))).toBeNull();
  });
});

describe('a one-off event', () => {
  it('has its one day, then none', () => {
    const once = { ...weekly, repeat: 'once' as const };
    expect(getNextOccurrence(once, FRIDAY_9PM, at('2026-12-04T22:00'))?.day).toBe('2026-12-04');
    expect(getNextOccurrence(once, FRIDAY_9PM, at('2026-12-05T08:00'))).toBeNull();
  });
});
