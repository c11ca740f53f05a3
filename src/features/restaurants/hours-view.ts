/**
 * Opening hours as a visitor reads them (issue 18): the week Monday first in the page language's clock, today's hours on
 * a card, and the "Open now · closes at 10:00 PM" line, all at a given moment in Paramaribo (the server clock's `now`,
 * passed in: never Date.now()). Also how long a page showing such lines stays true. Runs anywhere (cards are islands).
 */
import type { Locale } from '~/platform/i18n/config';
import { formatRanges, formatTimeOfDay, minuteOfWeekInParamaribo, openStateAt, parseDayHours, weeklyIntervals } from '~/platform/dates/opening-hours';
import { getWeekdayInParamaribo, type Weekday } from '~/platform/dates/weekdays';
import { SERVER_MAX_AGE } from '~/platform/cache/cache-policy';

/** The week as the site shows it: Monday first. */
const weekFromMonday: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

const MINUTES_PER_WEEK = 7 * 24 * 60;

const dayNameFormats: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }),
  nl: new Intl.DateTimeFormat('nl-NL', { weekday: 'long', timeZone: 'UTC' }),
};

/** 'monday' → 'Monday' (en) or 'maandag' (nl). */
function weekdayName(day: Weekday, lang: Locale): string {
  // 2024-01-01 was a Monday.
  return dayNameFormats[lang].format(new Date(Date.UTC(2024, 0, 1 + weekFromMonday.indexOf(day))));
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);

export interface WeekRow {
  day: Weekday;
  /** 'Monday' / 'Maandag'. */
  name: string;
  /** '11:00 AM – 10:00 PM' / '11:00 – 22:00', or the closed text. */
  text: string;
  closed: boolean;
  today: boolean;
}

/** The known days of the week, Monday first; days without hours (or not in the stored format) are left out. */
export function describeWeek(hours: Record<string, string>, lang: Locale, now: Date, closedText: string): WeekRow[] {
  const today = getWeekdayInParamaribo(now);
  return weekFromMonday.flatMap((day) => {
    const parsed = parseDayHours(hours[day]);
    if (!parsed || parsed.kind === 'unknown') return [];
    const closed = parsed.kind === 'closed';
    return [{ day, name: capitalize(weekdayName(day, lang)), text: closed ? closedText : formatRanges(parsed.ranges, lang), closed, today: day === today }];
  });
}

export type TodayHoursStrings = Record<'hours.none' | 'hours.closed' | 'hours.openToday', string>;

/** Today's hours line of a card: 'Hours not available', 'Closed today' or 'Open today: 11:00 AM – 10:00 PM'. */
export function describeTodayHours(hours: Record<string, string>, now: Date, lang: Locale, strings: TodayHoursStrings): string {
  const parsed = parseDayHours(hours[getWeekdayInParamaribo(now)]);
  if (!parsed || parsed.kind === 'unknown') return strings['hours.none'];
  if (parsed.kind === 'closed') return strings['hours.closed'];
  return fill(strings['hours.openToday'], { hours: formatRanges(parsed.ranges, lang) });
}

export const openLineStringKeys = [
  'restaurants.openNow',
  'restaurants.closedOpensAt',
  'restaurants.opensTomorrow',
  'restaurants.opensOn',
  'restaurants.closedNow',
] as const;
export type OpenLineStrings = Record<(typeof openLineStringKeys)[number], string>;

/** "Open now · closes at 10:00 PM", "Closed · opens at 11:00 AM", "Opens tomorrow at …", "Opens Tuesday at …"; null when unknown. */
export function describeOpenLine(hours: Record<string, string>, now: Date, lang: Locale, strings: OpenLineStrings): { open: boolean; text: string } | null {
  const state = openStateAt(hours, now);
  if (state.kind === 'unknown') return null;
  if (state.kind === 'open') return { open: true, text: fill(strings['restaurants.openNow'], { time: formatTimeOfDay(state.closesAt, lang) }) };
  if (!state.next) return { open: false, text: strings['restaurants.closedNow'] };
  const time = formatTimeOfDay(state.next.opensAt, lang);
  if (state.next.inDays === 0) return { open: false, text: fill(strings['restaurants.closedOpensAt'], { time }) };
  if (state.next.inDays === 1) return { open: false, text: fill(strings['restaurants.opensTomorrow'], { time }) };
  return { open: false, text: fill(strings['restaurants.opensOn'], { day: weekdayName(state.next.day, lang), time }) };
}

/**
 * Seconds from `now` until the first opening or closing among these hours (at least 1); null when none of them ever
 * opens. A page that shows open/closed lines keeps no longer than this (Paramaribo midnight bounds it as well).
 */
export function secondsUntilNextOpenChange(hoursList: readonly Record<string, string>[], now: Date): number | null {
  const t = minuteOfWeekInParamaribo(now);
  let next = Number.POSITIVE_INFINITY;
  for (const hours of hoursList) {
    for (const { start, end } of weeklyIntervals(hours)) {
      for (const edge of [start, end % MINUTES_PER_WEEK]) {
        const ahead = (((edge - t) % MINUTES_PER_WEEK) + MINUTES_PER_WEEK) % MINUTES_PER_WEEK || MINUTES_PER_WEEK;
        next = Math.min(next, ahead);
      }
    }
  }
  if (!Number.isFinite(next)) return null;
  const intoMinute = now.getUTCSeconds() + now.getUTCMilliseconds() / 1000;
  return Math.max(1, Math.floor(next * 60 - intoMinute));
}

/**
 * The page cache's max age for a page or answer that shows open/closed lines of these hours: the route rule's age
 * (SERVER_MAX_AGE) cut at the first opening or closing among them (the provider also cuts it at Paramaribo midnight).
 */
export function openLinesMaxAge(hoursList: readonly Record<string, string>[], now: Date): number {
  return Math.min(SERVER_MAX_AGE, secondsUntilNextOpenChange(hoursList, now) ?? SERVER_MAX_AGE);
}
