/** Public reads of events. "Upcoming" starts at the beginning of today in Paramaribo. */
import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Locale } from '~/platform/i18n/config';
import { pickWritten } from '~/platform/content/translation';
import { pickEventTexts, readEventFields, type EventTextFacts, type GuideEvent } from './event';
import { getStartOfDayInParamaribo } from '~/platform/dates/paramaribo-day';
import type { Db } from '~/db/client';
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

function toEvent({ e, en: enRow, nl: nlRow }: Row, lang: Locale): GuideEvent {
  const [local, other] = lang === 'en' ? [enRow, nlRow] : [nlRow, enRow];
  return {
    ...readEventFields(e),
    ...pickWritten(lang, { en: pickEventTexts(enRow), nl: pickEventTexts(nlRow) }),
    imageAlts: localizedAlts(other?.imageAlts, local?.imageAlts),
    ...readPartnerFields(e),
  };
}

/** The featured event: the next upcoming featured one, else the most recent featured one; null if none. */
export function getFeaturedEvent(db: Db, lang: Locale, now: Date = new Date()): GuideEvent | null {
  const start = getStartOfDayInParamaribo(now);
  const next = selectEvents(db)
    .where(and(eq(events.isFeatured, true), gte(events.date, start)))
    .orderBy(asc(events.date), asc(events.id))
    .limit(1)
    .get();
  if (next) return toEvent(next, lang);
  const last = selectEvents(db).where(eq(events.isFeatured, true)).orderBy(desc(events.date), desc(events.id)).limit(1).get();
  return last ? toEvent(last, lang) : null;
}

/** The date of the upcoming event at a position in date order (events_date_idx), or null past the end. */
function getDateAt(db: Db, start: Date, position: number): Date | null {
  return (
    db.select({ date: events.date }).from(events).where(gte(events.date, start)).orderBy(asc(events.date), asc(events.id)).limit(1).offset(position).get()
      ?.date ?? null
  );
}

/**
 * Events from the start of today (Paramaribo) onwards: by day, and within a day partners first
 * (README "Partner listings"), otherwise soonest first. The page is cut from whole days: from the
 * day of its first event to the end of the day of its last, read in events_date_idx.
 */
export function listUpcomingEvents(db: Db, lang: Locale, limit: number, now: Date = new Date(), offset = 0): GuideEvent[] {
  const start = getStartOfDayInParamaribo(now);
  const first = offset === 0 ? start : getDateAt(db, start, offset);
  if (!first) return [];
  const from = offset === 0 ? start : getStartOfDayInParamaribo(first);
  const last = getDateAt(db, start, offset + limit - 1);
  // The start of the day after the last event's (36 hours on from its day's start is always inside the next day).
  const until = last ? getStartOfDayInParamaribo(new Date(getStartOfDayInParamaribo(last).getTime() + 36 * 3_600_000)) : null;
  const rows = selectEvents(db)
    .where(and(gte(events.date, from), until ? lt(events.date, until) : undefined))
    .orderBy(asc(events.date), asc(events.id))
    .all();
  // Events of the first day before this page (only when skipping into the middle of a day).
  const before = from.getTime() === start.getTime() ? 0 : countEventsBetween(db, start, from);
  const day = (e: Row) => getStartOfDayInParamaribo(e.e.date).getTime();
  const ordered = rows
    .map((row, i) => ({ row, i, day: day(row), rank: row.e.partnerUntil ? 0 : 1 }))
    .sort((a, b) => a.day - b.day || a.rank - b.rank || a.i - b.i);
  return ordered.slice(offset - before, offset - before + limit).map(({ row }) => toEvent(row, lang));
}

/**
 * Events of a window of days (issue 21's filters), ordered as listUpcomingEvents orders them: by
 * Paramaribo day, partners first within a day, otherwise soonest first; at most `limit`.
 */
export function listEventsInWindow(db: Db, lang: Locale, window: { from: Date; until: Date | null }, limit: number): GuideEvent[] {
  const rows = selectEvents(db)
    .where(and(gte(events.date, window.from), window.until ? lt(events.date, window.until) : undefined))
    .orderBy(asc(events.date), asc(events.id))
    .limit(limit)
    .all();
  const day = (e: Row) => getStartOfDayInParamaribo(e.e.date).getTime();
  return rows
    .map((row, i) => ({ row, i, day: day(row), rank: row.e.partnerUntil ? 0 : 1 }))
    .sort((a, b) => a.day - b.day || a.rank - b.rank || a.i - b.i)
    .map(({ row }) => toEvent(row, lang));
}

function countEventsBetween(db: Db, from: Date, until: Date): number {
  return (
    db
      .select({ n: count() })
      .from(events)
      .where(and(gte(events.date, from), lt(events.date, until)))
      .get()?.n ?? 0
  );
}

/** How many events lie ahead from the start of today (Paramaribo): what the public can still see. */
export function countUpcomingEvents(db: Db, now: Date = new Date()): number {
  return (
    db
      .select({ n: count() })
      .from(events)
      .where(gte(events.date, getStartOfDayInParamaribo(now)))
      .get()?.n ?? 0
  );
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
