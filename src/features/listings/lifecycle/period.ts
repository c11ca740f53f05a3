/**
 * The life of a paid listing in time (issue 17), pure: when a period ends, when a renewal starts,
 * when the reminders fall due. Every function takes the instant it reasons about; none reads the clock.
 *
 * The rule, in Paramaribo time (America/Paramaribo, UTC-3 all year, no daylight saving):
 * - A period that starts at instant T ends at the END of the calendar day three months after T's
 *   Paramaribo date: the same day number three months later, or that month's last day when it is
 *   shorter. 15 Jan -> 15 Apr 23:59:59.999; 31 Jan -> 30 Apr; 30 Nov 2027 -> 29 Feb 2028 (leap);
 *   29 Feb 2028 -> 29 May 2028. The end is inclusive: the listing is live up to and including
 *   `ends_at`, ended from the next millisecond (the start of the following Paramaribo day).
 * - A renewal paid before the end starts at the current end (no day lost: the new end is three
 *   months after the current end's date); paid at or after the end, it starts at the payment.
 *   Chaining from the end date means 31 Jan -> 30 Apr -> 30 Jul: each period is three calendar
 *   months from the day the previous one ended, not from the original day number.
 * - Reminders: at 09:00 Paramaribo on the day 14 days before the end date, 3 days before it, and
 *   on the end date itself (a business hour, so the mail is read the day it matters).
 * The server may run in UTC or any zone: only the Paramaribo helpers decide the calendar day.
 */
import { getParamariboDateAt, getStartOfDayInParamaribo } from '~/platform/dates/paramaribo-day';
import { SITE_TIME_ZONE } from '~/platform/dates/weekdays';

/** How long a paid period runs (spec section 9). */
const PERIOD_MONTHS = 3;
/** The hour (Paramaribo) at which a reminder falls due on its day. */
const REMINDER_HOUR = 9;
/** The reminders before the end, by name, in days before the end date. */
export const reminderOffsets = { reminder_14d: 14, reminder_3d: 3, reminder_end_day: 0 } as const;
export type ReminderKind = keyof typeof reminderOffsets;
const reminderKinds = Object.keys(reminderOffsets) as ReminderKind[];

/** A calendar date: month 1-12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const dateFormat = new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Paramaribo calendar date of an instant. */
export function getParamariboDate(at: Date): CalendarDate {
  const p = Object.fromEntries(dateFormat.formatToParts(at).map((x) => [x.type, x.value]));
  return { year: Number(p.year), month: Number(p.month), day: Number(p.day) };
}

/** The same day number `months` later, or that month's last day when it is shorter. */
export function addCalendarMonths(date: CalendarDate, months: number): CalendarDate {
  const monthIndex = date.month - 1 + months;
  const lastDay = new Date(Date.UTC(date.year, monthIndex + 1, 0)).getUTCDate();
  const target = new Date(Date.UTC(date.year, monthIndex, Math.min(date.day, lastDay)));
  return { year: target.getUTCFullYear(), month: target.getUTCMonth() + 1, day: target.getUTCDate() };
}

/** Noon UTC of a calendar date: inside that date in Paramaribo (09:00 local), whatever the server's zone. */
function middayOf(date: CalendarDate, plusDays = 0): Date {
  return new Date(Date.UTC(date.year, date.month - 1, date.day + plusDays, 12));
}

/** The last millisecond of a Paramaribo calendar date. */
export function getEndOfParamariboDay(date: CalendarDate): Date {
  return new Date(getStartOfDayInParamaribo(middayOf(date, 1)).getTime() - 1);
}

/** When a period that starts at `start` ends (inclusive): the end of its date three months later. */
export function getPeriodEnd(start: Date, months: number = PERIOD_MONTHS): Date {
  return getEndOfParamariboDay(addCalendarMonths(getParamariboDate(start), months));
}

/** Where a renewal paid at `paidAt` starts: the current end while the listing runs, else the payment. */
export function getRenewalStart(currentEnd: Date | null, paidAt: Date): Date {
  return currentEnd && paidAt.getTime() <= currentEnd.getTime() ? currentEnd : paidAt;
}

/** The new end after a renewal paid at `paidAt`. */
export function getRenewedEnd(currentEnd: Date | null, paidAt: Date, months: number = PERIOD_MONTHS): Date {
  return getPeriodEnd(getRenewalStart(currentEnd, paidAt), months);
}

/** True while a listing with this end is live at `now` (the end millisecond included). */
export function isWithinPeriod(endsAt: Date, now: Date): boolean {
  return now.getTime() <= endsAt.getTime();
}

/** When a reminder of a period ending at `endsAt` falls due. */
export function getReminderAt(endsAt: Date, kind: ReminderKind): Date {
  return getParamariboDateAt(middayOf(getParamariboDate(endsAt)), -reminderOffsets[kind], REMINDER_HOUR);
}

/** Every reminder of a period, in the order they fall due. */
export function getReminderSchedule(endsAt: Date): { kind: ReminderKind; at: Date }[] {
  return reminderKinds.map((kind) => ({ kind, at: getReminderAt(endsAt, kind) }));
}

/** The Paramaribo date as YYYY-MM-DD: a stable key for "this period" in run markers and event keys. */
export function formatCalendarDate(date: CalendarDate): string {
  return `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}
