/** Dates of events and news in the page's language, always on the Paramaribo calendar (spec section 9). */
import { localeTags, type Locale } from '~/platform/i18n/config';
import { SITE_TIME_ZONE } from './weekdays';

export type DateStyle = 'full' | 'long' | 'short';

const options: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  // 'Saturday, December 5, 2026' / 'zaterdag 5 december 2026'
  full: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
  // 'December 5, 2026' / '5 december 2026'
  long: { year: 'numeric', month: 'long', day: 'numeric' },
  // 'Dec 5' / '5 dec'
  short: { month: 'short', day: 'numeric' },
};

const formats = new Map<string, Intl.DateTimeFormat>();

function getFormat(lang: Locale, style: DateStyle): Intl.DateTimeFormat {
  const key = `${lang}:${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeTags[lang], { ...options[style], timeZone: SITE_TIME_ZONE });
    formats.set(key, format);
  }
  return format;
}

/** Parses an ISO timestamp; null when missing or unreadable. */
export function parseDate(value: string | Date | null | undefined): Date | null {
  if (value == null || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A date as text in the page's language (en-US or Dutch), or null when there is no valid date. */
export function formatSiteDate(value: string | Date | null | undefined, lang: Locale, style: DateStyle = 'long'): string | null {
  const date = parseDate(value);
  return date ? getFormat(lang, style).format(date) : null;
}

/** The day of the month and short month name for a calendar badge ('5', 'Dec'), or null. */
export function getDateBadge(value: string | Date | null | undefined, lang: Locale): { day: string; month: string } | null {
  const date = parseDate(value);
  if (!date) return null;
  const parts = getFormat(lang, 'short').formatToParts(date);
  const day = parts.find((p) => p.type === 'day')?.value ?? '';
  const month = (parts.find((p) => p.type === 'month')?.value ?? '').replace(/\.$/, '');
  return { day, month };
}
