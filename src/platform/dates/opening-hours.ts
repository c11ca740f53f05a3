/**
 * Opening hours a program can read (issue 18). A weekday map (spec: the seven lowercase weekday names) whose values are
 * stored strictly as 'Closed' or one or more 'HH:MM-HH:MM' ranges joined by ', ' (24-hour clock). A range whose end is not
 * after its start runs past midnight into the next day ('17:00-01:00'; '18:00-00:00' closes at midnight). A day left out
 * (or '') is unknown: the site says nothing about it rather than guess. Runs anywhere.
 */
import type { Locale } from '~/platform/i18n/config';
import { SITE_TIME_ZONE, weekdays, type Weekday } from './weekdays';

export const CLOSED = 'Closed';
const MINUTES_PER_DAY = 24 * 60;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;
/** More than this many ranges on one day is a typing slip, not a timetable. */
export const MAX_RANGES_PER_DAY = 4;

/** Minutes after midnight; `close` <= `open` means the range ends on the next day. */
export type TimeRange = { open: number; close: number };
export type DayHours = { kind: 'unknown' } | { kind: 'closed' } | { kind: 'open'; ranges: TimeRange[] };

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** '09:30' → 570; anything else (including '9:30' and '24:00') → undefined. */
export function parseTime(text: string): number | undefined {
  const m = TIME.exec(text);
  return m ? Number(m[1]) * 60 + Number(m[2]) : undefined;
}

/** 570 → '09:30'. */
export function formatTime24(minutes: number): string {
  const m = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

function rangeEnd(r: TimeRange): number {
  return r.close <= r.open ? r.close + MINUTES_PER_DAY : r.close;
}

/**
 * One day's stored text read strictly, or undefined when it is not in the stored format. The ranges must be in order,
 * must not overlap, and only the last may run past midnight.
 */
export function parseDayHours(text: string | undefined | null): DayHours | undefined {
  const value = (text ?? '').trim();
  if (value === '') return { kind: 'unknown' };
  if (value === CLOSED) return { kind: 'closed' };
  const parts = value.split(', ');
  if (parts.length > MAX_RANGES_PER_DAY) return undefined;
  const ranges: TimeRange[] = [];
  for (const part of parts) {
    const [from, to, ...rest] = part.split('-');
    const open = parseTime(from ?? '');
    const close = parseTime(to ?? '');
    if (rest.length > 0 || open === undefined || close === undefined || open === close) return undefined;
    const previous = ranges.at(-1);
    if (previous && (previous.close <= previous.open || open < rangeEnd(previous))) return undefined;
    ranges.push({ open, close });
  }
  return { kind: 'open', ranges };
}

/** The stored text of a day: the inverse of parseDayHours. */
export function serializeDayHours(day: DayHours): string {
  if (day.kind === 'unknown') return '';
  if (day.kind === 'closed') return CLOSED;
  return day.ranges.map((r) => `${formatTime24(r.open)}-${formatTime24(r.close)}`).join(', ');
}

export const OPENING_HOURS_FORMAT_MESSAGE = 'Opening hours must be Closed or ranges like 09:00-17:00, separated by a comma and a space';

/** One range as the API takes it: an hour of one or two digits, spaces allowed around the dash ('9:00 - 17:00'). */
const API_RANGE = /^(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})$/;

/**
 * A day's hours as the admin content API takes them, in the stored format: the spec's own example '9:00-17:00'
 * (and '9:00 - 17:00') becomes '09:00-17:00'; ranges are still joined by ', ' and 'Closed' is written so. Undefined
 * when it is not readable that way; the forms stay strict (their editor writes the stored format itself).
 */
export function normalizeDayHoursInput(text: string): string | undefined {
  const value = text.trim();
  if (value === '' || value === CLOSED) return value;
  const ranges = value.split(', ').map((part) => {
    const m = API_RANGE.exec(part.trim());
    return m ? `${m[1]!.padStart(2, '0')}:${m[2]}-${m[3]!.padStart(2, '0')}:${m[4]}` : part;
  });
  const stored = ranges.join(', ');
  return parseDayHours(stored) ? stored : undefined;
}

/** True when every value of the map is in the stored format (keys are checked by the schema). */
export function isValidOpeningHours(hours: Record<string, string>): boolean {
  return Object.values(hours).every((v) => parseDayHours(v) !== undefined);
}

/**
 * Reads what older data holds ('9:00-17:00', '10am - 8pm', '11.00 - 22.00', 'gesloten') into the stored format, or
 * undefined when it cannot be read with confidence (the caller then keeps or reports it; it never guesses).
 */
export function normalizeLegacyDayHours(text: string): string | undefined {
  const value = text.trim();
  if (parseDayHours(value) !== undefined) return value;
  if (/^(closed|gesloten|dicht)$/i.test(value)) return CLOSED;
  const ranges = value.split(/\s*[,;&]\s*|\s+(?:and|en)\s+/i).map((part) => {
    const m = /^(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)?\s*(?:-|–|—|to|tot)\s*(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)?$/i.exec(part.trim());
    if (!m) return undefined;
    const open = toMinutes(m[1]!, m[2], m[3]);
    const close = toMinutes(m[4]!, m[5], m[6]);
    return open === undefined || close === undefined ? undefined : `${formatTime24(open)}-${formatTime24(close)}`;
  });
  if (ranges.some((r) => r === undefined)) return undefined;
  const joined = ranges.join(', ');
  return parseDayHours(joined) ? joined : undefined;
}

function toMinutes(hourText: string, minuteText: string | undefined, meridiem: string | undefined): number | undefined {
  let hour = Number(hourText);
  const minute = Number(minuteText ?? '0');
  if (minute > 59) return undefined;
  if (meridiem) {
    if (hour < 1 || hour > 12) return undefined;
    hour = (hour % 12) + (meridiem.toLowerCase() === 'pm' ? 12 : 0);
  } else if (hour === 24 && minute === 0) {
    hour = 0;
  } else if (hour > 23) {
    return undefined;
  }
  return hour * 60 + minute;
}

/** A moment's place in the Paramaribo week: Sunday 00:00 is 0 (the order of `weekdays`). */
export function minuteOfWeekInParamaribo(now: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: SITE_TIME_ZONE,
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = weekdays.indexOf(get('weekday').toLowerCase() as Weekday);
  return day * MINUTES_PER_DAY + Number(get('hour')) * 60 + Number(get('minute'));
}

/**
 * The week's open intervals in minutes from Sunday 00:00; an interval may end past the week's end (Saturday night into
 * Sunday). Also what a database index of open times is built from.
 */
export function weeklyIntervals(hours: Record<string, string>): Array<{ start: number; end: number }> {
  return weekdays.flatMap((day, index) => {
    const parsed = parseDayHours(hours[day]);
    if (parsed?.kind !== 'open') return [];
    return parsed.ranges.map((r) => ({ start: index * MINUTES_PER_DAY + r.open, end: index * MINUTES_PER_DAY + rangeEnd(r) }));
  });
}

export type OpenState =
  | { kind: 'unknown' }
  | { kind: 'open'; closesAt: number }
  /** `opensAt` in minutes after midnight; `inDays` 0 is today, 1 tomorrow; absent when no day has a range. */
  | { kind: 'closed'; next?: { day: Weekday; inDays: number; opensAt: number } };

/** Open or closed at a moment in Paramaribo, and when that changes. Unknown when today's hours are not given. */
export function openStateAt(hours: Record<string, string>, now: Date): OpenState {
  const t = minuteOfWeekInParamaribo(now);
  const intervals = weeklyIntervals(hours);
  const current = intervals.find((i) => (i.start <= t && t < i.end) || (i.start <= t + MINUTES_PER_WEEK && t + MINUTES_PER_WEEK < i.end));
  if (current) return { kind: 'open', closesAt: current.end % MINUTES_PER_DAY };
  const today = weekdays[Math.floor(t / MINUTES_PER_DAY)]!;
  if (parseDayHours(hours[today])?.kind !== 'open' && parseDayHours(hours[today])?.kind !== 'closed') return { kind: 'unknown' };
  const upcoming = intervals.map((i) => (i.start > t ? i.start : i.start + MINUTES_PER_WEEK)).sort((a, b) => a - b)[0];
  if (upcoming === undefined) return { kind: 'closed' };
  const inDays = Math.floor(upcoming / MINUTES_PER_DAY) - Math.floor(t / MINUTES_PER_DAY);
  return { kind: 'closed', next: { day: weekdays[Math.floor(upcoming / MINUTES_PER_DAY) % 7]!, inDays, opensAt: upcoming % MINUTES_PER_DAY } };
}

const timeFormats: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'UTC' }),
  nl: new Intl.DateTimeFormat('nl-NL', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }),
};

/** A time in the language's usual format: 'en' → '5:00 PM', 'nl' → '17:00'. */
export function formatTimeOfDay(minutes: number, lang: Locale): string {
  return timeFormats[lang].format(new Date(Date.UTC(2000, 0, 1, 0, minutes % MINUTES_PER_DAY)));
}

/** A day's ranges for display: 'en' → '11:00 AM – 10:00 PM, …', 'nl' → '11:00 – 22:00, …'. */
export function formatRanges(ranges: TimeRange[], lang: Locale): string {
  return ranges.map((r) => `${formatTimeOfDay(r.open, lang)} – ${formatTimeOfDay(r.close, lang)}`).join(', ');
}
