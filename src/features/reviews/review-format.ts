/** How reviews read on a page: the average, the relative date and the visit month, in the page's language. Runs anywhere. */
import type { Locale } from '~/platform/i18n/config';

/** The average with one decimal in the page's language ('4.6', '4,6'). */
export function formatAverage(average: number, lang: Locale): string {
  return new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);
}

const DAY = 86_400_000;
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** How long ago `at` was at `now` ('2 weeks ago', '2 weken geleden'); the largest whole unit, 'now' under a minute. */
export function formatRelativeDate(at: Date, now: Date, lang: Locale): string {
  const ago = Math.max(0, now.getTime() - at.getTime());
  const format = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  for (const [unit, size] of STEPS) {
    if (ago >= size) return format.format(-Math.floor(ago / size), unit);
  }
  return format.format(0, 'second');
}

/** A 'YYYY-MM' visit month as 'October 2026' / 'oktober 2026'; the stored text if it is not one. */
export function formatVisitMonth(visitMonth: string, lang: Locale): string {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(visitMonth);
  if (!match) return visitMonth;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}
