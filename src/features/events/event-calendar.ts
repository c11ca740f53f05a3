/**
 * 'Add to calendar' (issue 21): an event as a .ics file in the page's language. Events have a day
 * (`date`) and a clock text (`time`, '9:00 PM'); the start is that day in Paramaribo at the time the
 * English text names. The guide stores no end time, so the file gives none (no DTEND): a made-up end
 * would put a wrong hour in the visitor's calendar. Without a readable time it is an all-day event. Runs anywhere.
 */
import { localizePath } from '~/platform/i18n/paths';
import type { Locale } from '~/platform/i18n/config';
import { getParamariboDateAt, getStartOfDayInParamaribo } from '~/platform/dates/paramaribo-day';
import { SITE_TIME_ZONE } from '~/platform/dates/weekdays';
import { parseDate } from '~/platform/dates/format-date';
import { buildIcsCalendar, type IcsTime } from './ics';
import type { GuideEvent } from './event';

/** Where an event's card is on the events page, in every filter's reach (saved places and search results lead here too). */
export function getEventCardPath(id: number, lang: Locale): string {
  return `${localizePath('/events', lang)}?when=all#event-${id}`;
}

/** The address of an event's .ics file. */
export function getEventCalendarPath(id: number, lang: Locale): string {
  return localizePath(`/events/${id}.ics`, lang);
}

/** Hour and minute of a clock text ('9:00 PM', '9pm', '21:00', '21.30 uur'), or null when it names none. */
export function parseEventClock(text: string): [number, number] | null {
  const m = /(?<!\d)(\d{1,2})(?:[:.](\d{2}))?\s*(a\.?m\.?|p\.?m\.?)?(?![\d])/i.exec(text);
  if (!m || (m[2] === undefined && m[3] === undefined)) return null;
  let hour = Number(m[1]);
  const minute = Number(m[2] ?? 0);
  const suffix = m[3]?.[0]?.toLowerCase();
  if (suffix && (hour < 1 || hour > 12)) return null;
  if (suffix === 'p' && hour < 12) hour += 12;
  if (suffix === 'a' && hour === 12) hour = 0;
  return hour < 24 && minute < 60 ? [hour, minute] : null;
}

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** A file name from the event's name: 'kaseko-fever-on-the-waterkant.ics' (ASCII only), 'event-<id>.ics' failing that. */
export function getEventFileName(event: Pick<GuideEvent, 'id' | 'name'>): string {
  const slug = event.name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || `event-${event.id}`}.ics`;
}

export interface EventCalendarOptions {
  lang: Locale;
  /** The event's English clock text, which the start time is read from (the other language's texts may word it freely). */
  englishTime: string;
  /** The site's public origin ('https://surinameguide.example'). */
  siteUrl: string;
  now: Date;
}

/** The .ics text of one event. */
export function buildEventCalendar(event: GuideEvent, { lang, englishTime, siteUrl, now }: EventCalendarOptions): string {
  const day = getStartOfDayInParamaribo(parseDate(event.date) ?? now);
  const clock = parseEventClock(englishTime) ?? parseEventClock(event.time);
  // Noon stands for the whole day: no step of the time zone moves it into another.
  const start: IcsTime = clock ? { at: getParamariboDateAt(day, 0, clock[0], clock[1]) } : { day: dayFormat.format(getParamariboDateAt(day, 0, 12)) };
  const origin = new URL(siteUrl);
  return buildIcsCalendar({
    productId: `-//Suriname Guide//Events//${lang.toUpperCase()}`,
    events: [
      {
        uid: `event-${event.id}@${origin.hostname}`,
        stamp: now,
        start,
        summary: event.name,
        location: event.location,
        description: event.description,
        url: `${origin.origin}${getEventCardPath(event.id, lang)}`,
      },
    ],
  });
}
