/** Public reads of events. "Upcoming" starts at the beginning of today in Paramaribo. */
import { and, asc, count, desc, eq, gte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Locale } from '~/platform/i18n/config';
import { withFallback } from '~/platform/content/translation';
import { pickEventTexts, readEventFields, type GuideEvent } from './event';
import { getStartOfDayInParamaribo } from '~/platform/dates/paramaribo-day';
import type { Db } from '~/db/client';
import { readPartnerFields } from '~/features/content';
import { events, eventTranslations } from '~/db/schema';

const en = alias(eventTranslations, 'en');
const loc = alias(eventTranslations, 'loc');

function selectEvents(db: Db, lang: Locale) {
  return db
    .select({ e: events, en, loc })
    .from(events)
    .innerJoin(en, and(eq(en.eventId, events.id), eq(en.locale, 'en')))
    .leftJoin(loc, and(eq(loc.eventId, events.id), eq(loc.locale, lang)))
    .$dynamic();
}

type Texts = typeof eventTranslations.$inferSelect;
type Row = { e: typeof events.$inferSelect; en: Texts; loc: Texts | null };

function toEvent({ e, en: base, loc: local }: Row): GuideEvent {
  return { ...readEventFields(e), ...withFallback(pickEventTexts(base), local ? pickEventTexts(local) : null), ...readPartnerFields(e) };
}

/** The featured event: the next upcoming featured one, else the most recent featured one; null if none. */
export function getFeaturedEvent(db: Db, lang: Locale, now: Date = new Date()): GuideEvent | null {
  const start = getStartOfDayInParamaribo(now);
  const next = selectEvents(db, lang)
    .where(and(eq(events.isFeatured, true), gte(events.date, start)))
    .orderBy(asc(events.date), asc(events.id))
    .limit(1)
    .get();
  if (next) return toEvent(next);
  const last = selectEvents(db, lang).where(eq(events.isFeatured, true)).orderBy(desc(events.date), desc(events.id)).limit(1).get();
  return last ? toEvent(last) : null;
}

/** Events from the start of today (Paramaribo) onwards, soonest first. */
export function listUpcomingEvents(db: Db, lang: Locale, limit: number, now: Date = new Date(), offset = 0): GuideEvent[] {
  return selectEvents(db, lang)
    .where(gte(events.date, getStartOfDayInParamaribo(now)))
    .orderBy(asc(events.date), asc(events.id))
    .limit(limit)
    .offset(offset)
    .all()
    .map(toEvent);
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
