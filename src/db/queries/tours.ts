/** Public reads of tours, in one language with per-field English fallback (lists included). */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Locale } from '../../i18n/config';
import { withFallback } from '../../lib/content/translation';
import type { ListPage, Tour } from '../../lib/content/types';
import type { TourCategory } from '../../lib/tours/filters';
import type { Db } from '../client';
import { tourCategories, tours, tourTranslations } from '../schema';
import type { ListOptions } from './restaurants';

const en = alias(tourTranslations, 'en');
const loc = alias(tourTranslations, 'loc');

function selectTours(db: Db, lang: Locale) {
  return db
    .select({ t: tours, en, loc })
    .from(tours)
    .innerJoin(en, and(eq(en.tourId, tours.id), eq(en.locale, 'en')))
    .leftJoin(loc, and(eq(loc.tourId, tours.id), eq(loc.locale, lang)))
    .$dynamic();
}

type Texts = typeof tourTranslations.$inferSelect;
type Row = { t: typeof tours.$inferSelect; en: Texts; loc: Texts | null };

function pickTexts(x: Texts) {
  return {
    name: x.name,
    description: x.description,
    category: x.category,
    duration: x.duration,
    location: x.location,
    operator: x.operator,
    whatToBring: x.whatToBring,
    dailyItinerary: x.dailyItinerary,
    included: x.included,
  };
}

function toTour({ t, en: base, loc: local }: Row): Tour {
  const text = withFallback(pickTexts(base), local ? pickTexts(local) : null);
  return {
    id: t.id,
    ...text,
    price: t.price,
    maxPeople: t.maxPeople,
    imageUrl: t.imageUrl,
    imageUrls: t.imageUrls,
    createdAt: t.createdAt.toISOString(),
  };
}

/** A page of tours in id order, optionally of one filter category. */
export function listTours(db: Db, opts: ListOptions & { category?: TourCategory }): ListPage<Tour> {
  const category = opts.category ?? 'all';
  let query = selectTours(db, opts.lang);
  if (category !== 'all') {
    query = query.innerJoin(
      tourCategories,
      and(eq(tourCategories.tourId, tours.id), eq(tourCategories.category, category)),
    );
  }
  const rows = query
    .where(gt(tours.id, opts.cursor ?? 0))
    .orderBy(asc(tours.id))
    .limit(opts.limit + 1)
    .offset(opts.offset ?? 0)
    .all();
  const items = rows.slice(0, opts.limit).map(toTour);
  const nextCursor = rows.length > opts.limit ? (items[items.length - 1]?.id ?? null) : null;
  return { items, nextCursor };
}

/** How many tours a filter category holds. */
export function countTours(db: Db, category: TourCategory = 'all'): number {
  if (category === 'all') return db.select({ n: sql<number>`count(*)` }).from(tours).get()?.n ?? 0;
  return (
    db
      .select({ n: sql<number>`count(*)` })
      .from(tourCategories)
      .where(eq(tourCategories.category, category))
      .get()?.n ?? 0
  );
}

/** One tour, or null when the id is unknown. */
export function getTourById(db: Db, id: number, lang: Locale): Tour | null {
  const row = selectTours(db, lang).where(eq(tours.id, id)).get();
  return row ? toTour(row) : null;
}
