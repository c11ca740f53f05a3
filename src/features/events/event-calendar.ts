/**
 * 'Add to calendar' (issue 21): an event as a .ics file in the page's language. Events have a day
 * (`date`), a clock text (`time`, '9:00 PM') and may repeat (event-occurrences.ts); a start is a day in
 * Paramaribo at the time the English text names. DTEND comes only from the event's end time: without one the
 * file gives none, as a made-up end would put a wrong hour in the visitor's calendar. Without a readable
 * time it is an all-day event. Runs anywhere.
 */
import { localizePath } from '~/platform/i18n/paths';
import type { Locale } from '~/platform/i18n/config';
import { getParamariboDateAt } from '~/platform/dates/paramaribo-day';
import { SITE_TIME_ZONE } from '~/platform/dates/weekdays';
import { parseDate } from '~/platform/dates/format-date';
import { buildIcsCalendar, formatIcsUtc, type IcsEvent } from './ics';
import { getParamariboDay, getParamariboNoon, listOccurrences, weekdayOf, type EventOccurrence, type EventSchedule } from './event-occurrences';
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

const icsDays = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;

/** DTSTART and DTEND of an occurrence: a moment, else the whole day (noon stands for it: no zone step moves it). */
function icsTimes(occurrence: EventOccurrence): Pick<IcsEvent, 'start' | 'end'> {
  if (!occurrence.start) return { start: { day: dayFormat.format(getParamariboNoon(occurrence.day)) } };
  return { start: { at: occurrence.start }, ...(occurrence.end ? { end: { at: occurrence.end } } : {}) };
}

/**
 * A weekly schedule's rule. BYDAY names the weekday of DTSTART as written: in UTC for a timed start (22:00 on a
 * Friday in Paramaribo is Saturday 01:00 UTC), the local day for an all-day one. UNTIL is the end of the last day.
 */
function weeklyRule(first: EventOccurrence, schedule: EventSchedule): string {
  const byDay = icsDays[first.start ? first.start.getUTCDay() : weekdayOf(first.day)];
  const lastDay = [schedule.lastDate, schedule.partnerUntil].flatMap((d) => (d ? [getParamariboDay(new Date(d))] : [])).sort()[0];
  if (!lastDay) return `FREQ=WEEKLY;BYDAY=${byDay}`;
  const until = first.start ? formatIcsUtc(new Date(getParamariboDateAt(getParamariboNoon(lastDay), 1, 0).getTime() - 1000)) : lastDay.replace(/-/g, '');
  return `FREQ=WEEKLY;BYDAY=${byDay};UNTIL=${until}`;
}

/**
 * The .ics text of one event: a weekly schedule is one VEVENT with an RRULE from its first occurrence; a list of
 * dates is one VEVENT per date (each day may start at its own time); DTEND only where an end time is set.
 */
export function buildEventCalendar(event: GuideEvent, { lang, englishTime, siteUrl, now }: EventCalendarOptions): string {
  const clock = parseEventClock(englishTime) ?? parseEventClock(event.time);
  const schedule: EventSchedule = { ...event, date: (parseDate(event.date) ?? now).toISOString() };
  const from = new Date(schedule.date);
  const occurrences = listOccurrences(schedule, clock, event.repeat === 'weekly' ? from : new Date(0), null, event.repeat === 'weekly' ? 1 : 60);
  const origin = new URL(siteUrl);
  const base = {
    stamp: now,
    summary: event.name,
    location: event.location,
    description: event.description,
    url: `${origin.origin}${getEventCardPath(event.id, lang)}`,
  };
  const uid = (suffix: string) => `event-${event.id}${suffix}@${origin.hostname}`;
  const events: IcsEvent[] =
    event.repeat === 'dates'
      ? occurrences.map((o) => ({ ...base, uid: uid(`-${o.day}`), ...icsTimes(o) }))
      : occurrences
          .slice(0, 1)
          .map((o) => ({ ...base, uid: uid(''), ...icsTimes(o), ...(event.repeat === 'weekly' ? { rrule: weeklyRule(o, schedule) } : {}) }));
  return buildIcsCalendar({ productId: `-//Suriname Guide//Events//${lang.toUpperCase()}`, events });
}
