/**
 * When an event happens (issue 31): once on its day, every week on a weekday from its day on (until an
 * optional last day), or on its day and a list of other days. Days are Paramaribo calendar days
 * ('YYYY-MM-DD'); a start is the day at the event's clock, an end only when an end time is set (earlier
 * than the start: the next day, so 21:00–02:00 ends at 02:00 the morning after). An occurrence counts from
 * the start of its day to the end of it, as one-off events always have ('Tonight' shows tonight's all day).
 * Pure: every function takes the instant it reasons about. Runs anywhere.
 */
import { getParamariboDateAt } from '~/platform/dates/paramaribo-day';
import { SITE_TIME_ZONE } from '~/platform/dates/weekdays';

export const EVENT_REPEATS = ['once', 'weekly', 'dates'] as const;
export type EventRepeat = (typeof EVENT_REPEATS)[number];

/** One more day of a 'dates' event; `time` 'HH:MM' or '' for the event's own clock. */
export interface ExtraDate {
  day: string;
  time: string;
}

/** What decides an event's occurrences, as the API sends it (timestamps as ISO text). */
export interface EventSchedule {
  date: string;
  repeat: EventRepeat;
  weekday: number | null;
  endTime: string;
  lastDate: string | null;
  extraDates: ExtraDate[];
  /** A paid listing's end: a schedule never runs past it. */
  partnerUntil?: string | null;
}

/** One occurrence: its Paramaribo day, its start (null without a readable clock: the whole day), its end (null: none given). */
export interface EventOccurrence {
  day: string;
  start: Date | null;
  end: Date | null;
}

/** Hour and minute. */
export type Clock = [number, number];

/** The most occurrences a schedule yields in one call: a year of weeks. */
const MAX_OCCURRENCES = 60;

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Paramaribo day of an instant, 'YYYY-MM-DD'. */
export function getParamariboDay(at: Date): string {
  return dayFormat.format(at);
}

/** 'HH:MM' as a clock, or null. */
export function parseClockInput(text: string | undefined): Clock | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec((text ?? '').trim());
  return m ? [Number(m[1]), Number(m[2])] : null;
}

/** Calendar arithmetic on day names (UTC dates stand for calendar days here, no clock involved). */
const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The day `n` days after `day`. */
export const addDays = (day: string, n: number): string => fromUtc(toUtc(day) + n * 86_400_000);
/** 0 Sunday … 6 Saturday of a calendar day. */
export const weekdayOf = (day: string): number => new Date(toUtc(day)).getUTCDay();

/** The occurrence on `day` at `clock` (null: the whole day), ending at `endTime` when one is set. */
export function buildOccurrence(day: string, clock: Clock | null, endTime: string): EventOccurrence {
  if (!clock) return { day, start: null, end: null };
  // 12:00 UTC is 09:00 in Paramaribo: inside the same calendar day, so the day's own start follows from it.
  const base = new Date(toUtc(day) + 12 * 3_600_000);
  const start = getParamariboDateAt(base, 0, clock[0], clock[1]);
  const endClock = parseClockInput(endTime);
  if (!endClock) return { day, start, end: null };
  const nextDay = endClock[0] * 60 + endClock[1] <= clock[0] * 60 + clock[1];
  return { day, start, end: getParamariboDateAt(base, nextDay ? 1 : 0, endClock[0], endClock[1]) };
}

/** Noon of a Paramaribo day: the instant that stands for the day itself (the admin form stores days so). */
export function getParamariboNoon(day: string): Date {
  return getParamariboDateAt(new Date(toUtc(day) + 12 * 3_600_000), 0, 12);
}

/** The last day the schedule may run: its own last day, cut at a paid listing's end. */
function getLastDay(schedule: EventSchedule): string | null {
  const days = [schedule.lastDate, schedule.partnerUntil].flatMap((d) => (d ? [getParamariboDay(new Date(d))] : []));
  return days.length === 0 ? null : days.sort()[0]!;
}

/** Every (day, clock) of the schedule from `fromDay` on, in order, at most `max`. */
function listDays(schedule: EventSchedule, clock: Clock | null, fromDay: string, untilDay: string | null, max: number): [string, Clock | null][] {
  const first = getParamariboDay(new Date(schedule.date));
  const last = schedule.repeat === 'once' ? first : getLastDay(schedule);
  const inRange = (day: string) => day >= fromDay && (!untilDay || day < untilDay) && (!last || day <= last);
  if (schedule.repeat === 'weekly') {
    const weekday = schedule.weekday ?? weekdayOf(first);
    let day = first > fromDay ? first : fromDay;
    day = addDays(day, (weekday - weekdayOf(day) + 7) % 7);
    const out: [string, Clock | null][] = [];
    for (; out.length < max && inRange(day); day = addDays(day, 7)) out.push([day, clock]);
    return out;
  }
  const all: [string, Clock | null][] = [[first, clock]];
  if (schedule.repeat === 'dates') for (const extra of schedule.extraDates) all.push([extra.day, parseClockInput(extra.time) ?? clock]);
  const seen = new Set<string>();
  return all
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .filter(([day]) => inRange(day) && !seen.has(day) && Boolean(seen.add(day)))
    .slice(0, max);
}

/**
 * The occurrences whose day lies in [from's day, until's day): `clock` is the event's start time (read
 * from its time text), each listed day may carry its own.
 */
export function listOccurrences(schedule: EventSchedule, clock: Clock | null, from: Date, until: Date | null, max = MAX_OCCURRENCES): EventOccurrence[] {
  const untilDay = until ? getParamariboDay(until) : null;
  return listDays(schedule, clock, getParamariboDay(from), untilDay, max).map(([day, c]) => buildOccurrence(day, c, schedule.endTime));
}

/** The next occurrence from the start of `now`'s day (today's counts all day), or null when none is left. */
export function getNextOccurrence(schedule: EventSchedule, clock: Clock | null, now: Date): EventOccurrence | null {
  return listOccurrences(schedule, clock, now, null, 1)[0] ?? null;
}
