import { afterEach, describe, expect, it } from 'vitest';
import {
  addCalendarMonths,
  getParamariboDate,
  getPeriodEnd,
  getReminderAt,
  getReminderSchedule,
  getRenewalStart,
  getRenewedEnd,
  isWithinPeriod,
} from './period';

/** A Paramaribo wall-clock time as an instant (UTC-3). */
const srt = (local: string) => new Date(`${local}-03:00`);
const iso = (d: Date) => d.toISOString();

describe('period end', () => {
  it('ends at the end of the Paramaribo day three calendar months later', () => {
    expect(iso(getPeriodEnd(srt('2026-01-15T10:30:00')))).toBe(iso(srt('2026-04-15T23:59:59.999')));
    expect(iso(getPeriodEnd(srt('2026-01-15T10:30:00')))).toBe('2026-04-16T02:59:59.999Z');
  });

  it('uses the Paramaribo date, not the UTC date, near midnight', () => {
    // 01:30 UTC on 1 March is still 28 February in Paramaribo.
    expect(iso(getPeriodEnd(new Date('2026-03-01T01:30:00Z')))).toBe(iso(srt('2026-05-28T23:59:59.999')));
    // 23:30 in Paramaribo on 31 March is already 1 April in UTC.
    expect(iso(getPeriodEnd(srt('2026-03-31T23:30:00')))).toBe(iso(srt('2026-06-30T23:59:59.999')));
  });

  it('clamps 31 January to 30 April, and end-of-month starts to shorter months', () => {
    expect(iso(getPeriodEnd(srt('2026-01-31T12:00:00')))).toBe(iso(srt('2026-04-30T23:59:59.999')));
    expect(iso(getPeriodEnd(srt('2026-11-30T08:00:00')))).toBe(iso(srt('2027-02-28T23:59:59.999')));
    expect(iso(getPeriodEnd(srt('2026-03-31T08:00:00')))).toBe(iso(srt('2026-06-30T23:59:59.999')));
  });

  it('handles leap years: 30 Nov 2027 ends 29 Feb 2028, a start on 29 Feb ends 29 May', () => {
    expect(iso(getPeriodEnd(srt('2027-11-30T08:00:00')))).toBe(iso(srt('2028-02-29T23:59:59.999')));
    expect(iso(getPeriodEnd(srt('2028-02-29T08:00:00')))).toBe(iso(srt('2028-05-29T23:59:59.999')));
    expect(addCalendarMonths({ year: 2027, month: 11, day: 29 }, 3)).toEqual({ year: 2028, month: 2, day: 29 });
    expect(addCalendarMonths({ year: 2026, month: 11, day: 29 }, 3)).toEqual({ year: 2027, month: 2, day: 28 });
  });

  it('crosses the year', () => {
    expect(iso(getPeriodEnd(srt('2026-10-31T08:00:00')))).toBe(iso(srt('2027-01-31T23:59:59.999')));
    expect(iso(getPeriodEnd(srt('2026-12-01T00:00:00')))).toBe(iso(srt('2027-03-01T23:59:59.999')));
  });

  it('counts the end millisecond as live and the next one as ended', () => {
    const end = getPeriodEnd(srt('2026-01-15T10:30:00'));
    expect(isWithinPeriod(end, end)).toBe(true);
    expect(isWithinPeriod(end, new Date(end.getTime() + 1))).toBe(false);
    expect(getParamariboDate(new Date(end.getTime() + 1))).toEqual({ year: 2026, month: 4, day: 16 });
  });
});

describe('renewal', () => {
  const end = srt('2026-04-30T23:59:59.999');

  it('paid before the end, starts at the current end: no day lost', () => {
    expect(getRenewalStart(end, srt('2026-04-20T10:00:00'))).toBe(end);
    expect(iso(getRenewedEnd(end, srt('2026-04-20T10:00:00')))).toBe(iso(srt('2026-07-30T23:59:59.999')));
    expect(iso(getRenewedEnd(end, end))).toBe(iso(srt('2026-07-30T23:59:59.999')));
  });

  it('paid after the end, starts at the payment', () => {
    const paid = srt('2026-05-10T15:00:00');
    expect(getRenewalStart(end, paid)).toBe(paid);
    expect(iso(getRenewedEnd(end, paid))).toBe(iso(srt('2026-08-10T23:59:59.999')));
    expect(iso(getRenewedEnd(null, paid))).toBe(iso(srt('2026-08-10T23:59:59.999')));
  });
});

describe('reminders', () => {
  it('fall due at 09:00 Paramaribo 14 and 3 days before the end date, and on it', () => {
    const end = srt('2026-04-15T23:59:59.999');
    expect(getReminderSchedule(end).map((r) => [r.kind, iso(r.at)])).toEqual([
      ['reminder_14d', iso(srt('2026-04-01T09:00:00'))],
      ['reminder_3d', iso(srt('2026-04-12T09:00:00'))],
      ['reminder_end_day', iso(srt('2026-04-15T09:00:00'))],
    ]);
  });

  it('count calendar days across a month and a leap day', () => {
    expect(iso(getReminderAt(srt('2028-03-02T23:59:59.999'), 'reminder_3d'))).toBe(iso(srt('2028-02-28T09:00:00')));
    expect(iso(getReminderAt(srt('2027-03-02T23:59:59.999'), 'reminder_3d'))).toBe(iso(srt('2027-02-27T09:00:00')));
  });
});

describe('in any server time zone', () => {
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
  });

  it.each(['UTC', 'Asia/Tokyo', 'Pacific/Kiritimati', 'America/Los_Angeles'])('gives the same answers with TZ=%s', (tz) => {
    process.env.TZ = tz;
    expect(iso(getPeriodEnd(srt('2026-01-31T23:30:00')))).toBe(iso(srt('2026-04-30T23:59:59.999')));
    expect(iso(getPeriodEnd(new Date('2026-03-01T01:30:00Z')))).toBe(iso(srt('2026-05-28T23:59:59.999')));
    expect(iso(getReminderAt(srt('2026-04-15T23:59:59.999'), 'reminder_14d'))).toBe(iso(srt('2026-04-01T09:00:00')));
  });
});
