/** The .ics file of an event (issue 21): the event in the page's language, its start read from the English clock text. */
import { z } from 'zod';
import type { Db } from '~/db/client';
import type { Locale } from '~/platform/i18n/config';
import { buildEventCalendar, getEventFileName } from './event-calendar';
import { getEventById } from './events.server';

/** An event id as its address spells it: a whole number from 1, without leading zeros or signs. */
const eventIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,14}$/)
  .transform(Number)
  .refine((n) => Number.isSafeInteger(n));

export interface EventCalendarFile {
  body: string;
  fileName: string;
}

/** The file for the `:id` of `/events/:id.ics`, or null for a malformed or unknown id. */
export function loadEventCalendar(db: Db, idParam: string | undefined, lang: Locale, now: Date, siteUrl: string): EventCalendarFile | null {
  const id = eventIdSchema.safeParse(idParam);
  if (!id.success) return null;
  const event = getEventById(db, id.data, lang);
  if (!event) return null;
  const englishTime = lang === 'en' ? event.time : (getEventById(db, id.data, 'en')?.time ?? event.time);
  return { body: buildEventCalendar(event, { lang, englishTime, siteUrl, now }), fileName: getEventFileName(event) };
}
