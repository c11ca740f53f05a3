/** Public reads of events. "Upcoming" starts at the beginning of today in Paramaribo; a repeating event shows at its next occurrence. */
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Locale } from '~/platform/i18n/config';
import { pickWritten } from '~/platform/content/translation';
import { pickEventTexts, readEventFields, type EventTextFacts, type GuideEvent } from './event';
import { getStartOfDayInParamaribo } from '~/platform/dates/paramaribo-day';
import type { Db } from '~/db/client';
import { parseEventClock } from './event-calendar';
import type { EventWindow } from './event-windows';
import { addDays, getParamariboDay, getParamariboNoon, listOccurrences, type Clock, type EventOccurrence, type EventSchedule } from './event-occurrences';
import { localizedAlts, readPartnerFields } from '~/features/content';
import { events, eventTranslations } from '~/db/schema';

const en = alias(eventTranslations, 'en');
const nl = alias(eventTranslations, 'nl');

/** Both languages' texts (every item has an English row, empty for a Dutch-only one); toEvent picks the page's. */
function selectEvents(db: Db) {
  return db
    .select({ e: events, en, nl })
    .from(events)
    .innerJoin(en, and(eq(en.eventId, events.id), eq(en.locale, 'en')))
    .leftJoin(nl, and(eq(nl.eventId, events.id), eq(nl.locale, 'nl')))
    .$dynamic();
}

type Texts = typeof eventTranslations.$inferSelect;
type Row = { e: typeof events.$inferSelect; en: Texts; nl: Texts | null };

/** The event in a language; at an occurrence, its `date` is that occurrence's start (or the day's noon) and `next` says when. */
function toEvent({ e, en: enRow, nl: nlRow }: Row, lang: Locale, occurrence?: EventOccurrence): GuideEvent {
  const [local, other] = lang === 'en' ? [enRow, nlRow] : [nlRow, enRow];
  const fields = readEventFields(e);
  const at = occurrence && e.repeat !== 'once' ? (occurrence.start ?? getParamariboNoon(occurrence.day)).toISOString() : fields.date;
  return {
    ...fields,
    date: at,
    ...(occurrence ? { next: { day: occurrence.day, start: occurrence.start?.toISOString() ?? null, end: occurrence.end?.toISOString() ?? null } } : {}),
    ...pickWritten(lang, { en: pickEventTexts(enRow), nl: pickEventTexts(nlRow) }),
    imageAlts: localizedAlts(other?.imageAlts, local?.imageAlts),
    ...readPartnerFields(e),
  };
}

/** The schedule and start clock of a row: the clock is read from the English time text, else the Dutch (as the .ics does). */
function scheduleOf({ e, en: enRow, nl: nlRow }: Row): [EventSchedule, Clock | null] {
  const fields = readEventFields(e);
  const schedule = { ...fields, partnerUntil: e.partnerUntil?.toISOString() ?? null };
  return [schedule, parseEventClock(enRow.time) ?? parseEventClock(nlRow?.time ?? '')];
}

/** The row's first occurrence in the window, or null when it has none there. */
function occurrenceIn(row: Row, window: EventWindow): EventOccurrence | null {
  const [schedule, clock] = scheduleOf(row);
  return listOccurrences(schedule, clock, window.from, window.until, 1)[0] ?? null;
}

/** The repeating events (weekly, or on several dates) not ended before `from`'s day; events_repeat_idx. */
function listRepeatingRows(db: Db, from: Date, featuredOnly = false): Row[] {
  return selectEvents(db)
    .where(
      and(
        inArray(events.repeat, ['weekly', 'dates']),
        or(isNull(events.lastDate), gte(events.lastDate, getStartOfDayInParamaribo(from))),
        featuredOnly ? eq(events.isFeatured, true) : undefined,
      ),
    )
    .all();
}

/**
 * One-off events: those that do not repeat. Written as NOT IN so the planner keeps reading them in date order
 * (events_date_idx) instead of picking events_repeat_idx and sorting every one-off event (tests/perf/query-plans.test.ts).
 */
const isOnce = notInArray(events.repeat, ['weekly', 'dates']);

type Shown = { row: Row; occurrence: EventOccurrence };

/** By day, partners first within a day (README "Partner listings"), then the earliest start, then the oldest entry. */
function sortShown(shown: Shown[]): Shown[] {
  const startOf = ({ row, occurrence }: Shown) =>
    occurrence.start?.getTime() ?? (row.e.repeat === 'once' ? row.e.date.getTime() : getParamariboNoon(occurrence.day).getTime());
  return shown
    .map((s) => ({ s, start: startOf(s), rank: s.row.e.partnerUntil ? 0 : 1 }))
    .sort(
      (a, b) =>
        (a.s.occurrence.day < b.s.occurrence.day ? -1 : a.s.occurrence.day > b.s.occurrence.day ? 1 : 0) ||
        a.rank - b.rank ||
        a.start - b.start ||
        a.s.row.e.id - b.s.row.e.id,
    )
    .map(({ s }) => s);
}

/** Rows with their occurrence in the window, the rows that have none left out. */
const withOccurrences = (rows: Row[], window: EventWindow): Shown[] =>
  rows.flatMap((row) => {
    const occurrence = occurrenceIn(row, window);
    return occurrence ? [{ row, occurrence }] : [];
  });

/** The featured event: the one whose next occurrence is soonest, else the most recent featured one; null if none. */
export function getFeaturedEvent(db: Db, lang: Locale, now: Date = new Date()): GuideEvent | null {
  const window = { from: getStartOfDayInParamaribo(now), until: null };
  const once = selectEvents(db)
    .where(and(eq(events.isFeatured, true), gte(events.date, window.from), isOnce))
    .orderBy(asc(events.date), asc(events.id))
    .limit(1)
    .all();
  const next = sortShown(withOccurrences([...once, ...listRepeatingRows(db, now, true)], window))[0];
  if (next) return toEvent(next.row, lang, next.occurrence);
  const last = selectEvents(db).where(eq(events.isFeatured, true)).orderBy(desc(events.date), desc(events.id)).limit(1).get();
  return last ? toEvent(last, lang) : null;
}

/** Events from the start of today (Paramaribo) onwards, each at its next occurrence, ordered as listEventsInWindow orders them. */
export function listUpcomingEvents(db: Db, lang: Locale, limit: number, now: Date = new Date(), offset = 0): GuideEvent[] {
  return listEventsInWindow(db, lang, { from: getStartOfDayInParamaribo(now), until: null }, offset + limit).slice(offset);
}

/**
 * Events of a window of days (issue 21's filters), each at its first occurrence in it (a weekly event once, on its
 * next day there): by Paramaribo day, partners first within a day, then the earliest start; at most `limit`.
 * One-off events are read in date order (events_date_idx), the repeating ones apart (events_repeat_idx).
 */
export function listEventsInWindow(db: Db, lang: Locale, window: EventWindow, limit: number): GuideEvent[] {
  const readOnce = (until: Date | null, max?: number) => {
    const query = selectEvents(db)
      .where(and(gte(events.date, window.from), until ? lt(events.date, until) : undefined, isOnce))
      .orderBy(asc(events.date), asc(events.id));
    return (max === undefined ? query : query.limit(max)).all();
  };
  let once = readOnce(window.until, limit);
  // A full page is read on to the end of its last day, so a partner later that day still comes first within it.
  const last = once.length === limit ? once.at(-1) : undefined;
  if (last) {
    const dayAfter = getParamariboNoon(addDays(getParamariboDay(last.e.date), 1));
    const until = getStartOfDayInParamaribo(dayAfter);
    once = readOnce(window.until && window.until < until ? window.until : until);
  }
  const shown = sortShown(withOccurrences([...once, ...listRepeatingRows(db, window.from)], window));
  return shown.slice(0, limit).map(({ row, occurrence }) => toEvent(row, lang, occurrence));
}

/** How many events lie ahead from the start of today (Paramaribo): what the public can still see. */
export function countUpcomingEvents(db: Db, now: Date = new Date()): number {
  const from = getStartOfDayInParamaribo(now);
  const once =
    db
      .select({ n: count() })
      .from(events)
      .where(and(gte(events.date, from), isOnce))
      .get()?.n ?? 0;
  return once + withOccurrences(listRepeatingRows(db, now), { from, until: null }).length;
}

/** One event by id in a language (English where the language has no text), or null. */
export function getEventById(db: Db, id: number, lang: Locale): GuideEvent | null {
  const row = selectEvents(db).where(eq(events.id, id)).get();
  return row ? toEvent(row, lang) : null;
}

/** What the structured data of some events needs beyond the page's texts, by id (see EventTextFacts). */
export function listEventTextFacts(db: Db, lang: Locale, ids: readonly number[]): Map<number, EventTextFacts> {
  const facts = new Map<number, EventTextFacts>();
  if (ids.length === 0) return facts;
  const rows = db
    .select({
      id: eventTranslations.eventId,
      locale: eventTranslations.locale,
      time: eventTranslations.time,
      written: sql<number>`trim(${eventTranslations.description}) <> ''`,
    })
    .from(eventTranslations)
    .where(and(inArray(eventTranslations.locale, ['en', lang]), inArray(eventTranslations.eventId, [...ids])))
    .all();
  for (const id of ids) {
    const english = rows.find((r) => r.id === id && r.locale === 'en');
    const local = rows.find((r) => r.id === id && r.locale === lang);
    facts.set(id, { englishTime: english?.time ?? '', writtenIn: local?.written ? lang : 'en' });
  }
  return facts;
}
