import { describe, expect, it } from 'vitest';
import {
  formatRanges,
  formatTimeOfDay,
  isValidOpeningHours,
  minuteOfWeekInParamaribo,
  normalizeLegacyDayHours,
  openStateAt,
  parseDayHours,
  serializeDayHours,
  weeklyIntervals,
} from './opening-hours';

// 2026-11-23 is a Monday. Paramaribo is UTC-3 all year.
const at = (local: string) => new Date(`${local}-03:00`);

describe('stored opening hours', () => {
  it('reads Closed, one range, several ranges and a range past midnight', () => {
    expect(parseDayHours('Closed')).toEqual({ kind: 'closed' });
    expect(parseDayHours('')).toEqual({ kind: 'unknown' });
    expect(parseDayHours(undefined)).toEqual({ kind: 'unknown' });
    expect(parseDayHours('09:00-17:00')).toEqual({ kind: 'open', ranges: [{ open: 540, close: 1020 }] });
    expect(parseDayHours('11:30-14:30, 18:00-01:00')).toEqual({
      kind: 'open',
      ranges: [
        { open: 690, close: 870 },
        { open: 1080, close: 60 },
      ],
    });
  });

  it('refuses anything else', () => {
    for (const bad of ['9:00-17:00', '10am - 8pm', '09:00 - 17:00', '09:00-17:00,18:00-22:00', '24:00-02:00', '09:00-09:00', 'closed', 'Gesloten']) {
      expect(parseDayHours(bad), bad).toBeUndefined();
    }
    // Out of order, overlapping, or a range after one that already ran past midnight.
    expect(parseDayHours('18:00-22:00, 11:00-14:00')).toBeUndefined();
    expect(parseDayHours('11:00-15:00, 14:00-22:00')).toBeUndefined();
    expect(parseDayHours('18:00-01:00, 02:00-03:00')).toBeUndefined();
    expect(parseDayHours('08:00-09:00, 10:00-11:00, 12:00-13:00, 14:00-15:00, 16:00-17:00')).toBeUndefined();
  });

  it('writes back what it read', () => {
    for (const text of ['Closed', '', '09:00-17:00', '11:30-14:30, 18:00-00:00']) expect(serializeDayHours(parseDayHours(text)!)).toBe(text);
  });

  it('checks a whole map', () => {
    expect(isValidOpeningHours({ monday: '09:00-17:00', sunday: 'Closed' })).toBe(true);
    expect(isValidOpeningHours({ monday: '9am-5pm' })).toBe(false);
  });
});

describe('older free text', () => {
  it('reads what admins typed before the strict format', () => {
    expect(normalizeLegacyDayHours('10am - 8pm')).toBe('10:00-20:00');
    expect(normalizeLegacyDayHours('9:00-17:00')).toBe('09:00-17:00');
    expect(normalizeLegacyDayHours('11.00 - 22.00')).toBe('11:00-22:00');
    expect(normalizeLegacyDayHours('12pm-3pm, 6pm-11pm')).toBe('12:00-15:00, 18:00-23:00');
    expect(normalizeLegacyDayHours('17:00-24:00')).toBe('17:00-00:00');
    expect(normalizeLegacyDayHours('gesloten')).toBe('Closed');
    expect(normalizeLegacyDayHours('closed')).toBe('Closed');
  });
  it('does not guess', () => {
    expect(normalizeLegacyDayHours('by appointment')).toBeUndefined();
    expect(normalizeLegacyDayHours('13pm-2pm')).toBeUndefined();
    expect(normalizeLegacyDayHours('9-5 sometimes')).toBeUndefined();
  });
});

describe('open now, in Paramaribo time', () => {
  const week = {
    monday: 'Closed',
    tuesday: '11:00-14:30, 17:00-22:00',
    wednesday: '11:00-22:00',
    thursday: '11:00-22:00',
    friday: '17:00-02:00',
    saturday: '17:00-02:00',
    // sunday left out: unknown
  };

  it('places a moment in the Paramaribo week, not UTC', () => {
    expect(minuteOfWeekInParamaribo(new Date('2026-11-23T01:30:00Z'))).toBe(0 * 1440 + 22 * 60 + 30); // Sunday 22:30
    expect(minuteOfWeekInParamaribo(at('2026-11-24T11:05:00'))).toBe(2 * 1440 + 11 * 60 + 5); // Tuesday 11:05
  });

  it('is open inside a range and says when it closes', () => {
    expect(openStateAt(week, at('2026-11-24T12:00:00'))).toEqual({ kind: 'open', closesAt: 14 * 60 + 30 });
    expect(openStateAt(week, at('2026-11-24T21:59:00'))).toEqual({ kind: 'open', closesAt: 22 * 60 });
  });

  it('is closed between ranges and on the closing minute, and says when it opens', () => {
    expect(openStateAt(week, at('2026-11-24T15:00:00'))).toEqual({ kind: 'closed', next: { day: 'tuesday', inDays: 0, opensAt: 17 * 60 } });
    expect(openStateAt(week, at('2026-11-24T22:00:00'))).toEqual({ kind: 'closed', next: { day: 'wednesday', inDays: 1, opensAt: 11 * 60 } });
    expect(openStateAt(week, at('2026-11-23T10:00:00'))).toEqual({ kind: 'closed', next: { day: 'tuesday', inDays: 1, opensAt: 11 * 60 } });
  });

  it("keeps last night's range open past midnight", () => {
    // Saturday 01:30 belongs to Friday's 17:00-02:00; Sunday 01:30 to Saturday's, across the week's end.
    expect(openStateAt(week, at('2026-11-28T01:30:00'))).toEqual({ kind: 'open', closesAt: 120 });
    expect(openStateAt(week, at('2026-11-29T01:30:00'))).toEqual({ kind: 'open', closesAt: 120 });
  });

  it('is unknown when today is not given, and closed with no next opening when every day is Closed', () => {
    expect(openStateAt(week, at('2026-11-29T12:00:00'))).toEqual({ kind: 'unknown' });
    expect(openStateAt({}, at('2026-11-24T12:00:00'))).toEqual({ kind: 'unknown' });
    expect(openStateAt({ tuesday: 'Closed' }, at('2026-11-24T12:00:00'))).toEqual({ kind: 'closed' });
  });

  it('gives the week as intervals from Sunday 00:00, Saturday night running past the end', () => {
    expect(weeklyIntervals({ saturday: '17:00-02:00', sunday: '10:00-12:00' })).toEqual([
      { start: 600, end: 720 },
      { start: 6 * 1440 + 1020, end: 7 * 1440 + 120 },
    ]);
  });
});

describe('display', () => {
  it("uses each language's clock", () => {
    expect(formatTimeOfDay(17 * 60, 'en')).toBe('5:00 PM');
    expect(formatTimeOfDay(17 * 60, 'nl')).toBe('17:00');
    expect(formatTimeOfDay(0, 'nl')).toBe('00:00');
    const day = parseDayHours('11:30-14:30, 18:00-00:00');
    expect(day?.kind === 'open' && formatRanges(day.ranges, 'nl')).toBe('11:30 – 14:30, 18:00 – 00:00');
    expect(day?.kind === 'open' && formatRanges(day.ranges, 'en')).toBe('11:30 AM – 2:30 PM, 6:00 PM – 12:00 AM');
  });
});
