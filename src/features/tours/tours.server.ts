/** Public reads of tours, in one language with per-field English fallback (lists included). */
import { and, asc, eq, exists, gt, isNotNull, isNull, sql, type Placeholder } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Locale } from '~/platform/i18n/config';
import { withFallback } from '~/platform/content/translation';
import { orderByIds, pagePartnersFirst, readPartnerFields, type ListPage } from '~/features/content';
import { pickTourTexts, readTourFields, type Tour } from './tour';
import type { TourCategory } from './filters';
import type { Db } from '~/db/client';
import { tourCategories, tours, tourTranslations } from '~/db/schema';
import { getContentCount } from '~/features/home/index.server';
import { getPrepared } from '~/features/content/index.server';
import type { ListOptions } from '~/features/restaurants/index.server';

const en = alias(tourTranslations, 'en');
const loc = alias(tourTranslations, 'loc');

function selectTours(db: Db, lang: Locale | Placeholder) {
  return db
    .select({ t: tours, en, loc })
    .from(tours)
    .innerJoin(en, and(eq(en.tourId, tours.id), eq(en.locale, 'en')))
    .leftJoin(loc, and(eq(loc.tourId, tours.id), eq(loc.locale, lang)))
    .$dynamic();
}

type Texts = typeof tourTranslations.$inferSelect;
type Row = { t: typeof tours.$inferSelect; en: Texts; loc: Texts | null };

function toTour({ t, en: base, loc: local }: Row): Tour {
  const text = withFallback(pickTourTexts(base), local ? pickTourTexts(local) : null);
  return { ...readTourFields(t), ...text, ...readPartnerFields(t) };
}

/** The partners of a list (few: paid listings), found in tours_partner_idx; the caller sorts them. */
function preparePartnerIds(db: Db, byCategory: boolean) {
  return getPrepared(db, `tours.partners.${byCategory}`, () => {
    if (!byCategory) return db.select({ id: tours.id }).from(tours).where(isNotNull(tours.partnerUntil)).prepare();
    // Driven from the partner index (few rows), each checked in the category's primary key.
    const inCategory = db
      .select({ one: sql`1` })
      .from(tourCategories)
      .where(and(eq(tourCategories.category, sql.placeholder('category')), eq(tourCategories.tourId, tours.id)));
    return db
      .select({ id: tours.id })
      .from(tours)
      .where(and(isNotNull(tours.partnerUntil), exists(inCategory)))
      .prepare();
  });
}

/**
 * The other (non-partner) ids of one page in id order, walked in a narrow index (tours_partner_idx
 * at partner_until IS NULL, or the category's primary key with the partners left out by id), so
 * skipping rows for a page number reads a few bytes per row instead of joining every skipped row.
 */
function prepareOtherIds(db: Db, byCategory: boolean) {
  const page = { after: sql.placeholder('after'), limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };
  return getPrepared(db, `tours.others.${byCategory}`, () => {
    if (!byCategory) {
      return db
        .select({ id: tours.id })
        .from(tours)
        .where(and(isNull(tours.partnerUntil), gt(tours.id, page.after)))
        .orderBy(asc(tours.id))
        .limit(page.limit)
        .offset(page.offset)
        .prepare();
    }
    return db
      .select({ id: tourCategories.tourId })
      .from(tourCategories)
      .where(
        and(
          eq(tourCategories.category, sql.placeholder('category')),
          gt(tourCategories.tourId, page.after),
          sql`${tourCategories.tourId} not in (select value from json_each(${sql.placeholder('partners')}))`,
        ),
      )
      .orderBy(asc(tourCategories.tourId))
      .limit(page.limit)
      .offset(page.offset)
      .prepare();
  });
}

/** A page of tours, partners first then the others, each in id order; optionally of one filter category. */
export function listTours(db: Db, opts: ListOptions & { category?: TourCategory }): ListPage<Tour> {
  const category = opts.category ?? 'all';
  const byCategory = category !== 'all';
  const partnerIds = preparePartnerIds(db, byCategory)
    .all({ category })
    .map((r) => r.id);
  const ids = pagePartnersFirst(partnerIds, { after: opts.cursor ?? 0, limit: opts.limit + 1, offset: opts.offset ?? 0 }, (after, limit, offset) =>
    prepareOtherIds(db, byCategory)
      .all({ category, after, limit, offset, partners: JSON.stringify(partnerIds) })
      .map((r) => r.id),
  );
  const query = getPrepared(db, 'tours.byIds', () =>
    selectTours(db, sql.placeholder('lang'))
      .where(sql`${tours.id} in (select value from json_each(${sql.placeholder('ids')}))`)
      .prepare(),
  );
  const rows = ids.length === 0 ? [] : orderByIds(ids, query.all({ lang: opts.lang, ids: JSON.stringify(ids) }), (row) => row.t.id);
  const items = rows.slice(0, opts.limit).map(toTour);
  const nextCursor = rows.length > opts.limit ? (items[items.length - 1]?.id ?? null) : null;
  return { items, nextCursor };
}

/** How many tours a filter category holds (kept by triggers, so no counting at read time). */
export function countTours(db: Db, category: TourCategory = 'all'): number {
  return getContentCount(db, category === 'all' ? 'tours' : `tours:${category}`);
}

/** One tour, or null when the id is unknown. */
export function getTourById(db: Db, id: number, lang: Locale): Tour | null {
  const query = getPrepared(db, 'tours.byId', () =>
    selectTours(db, sql.placeholder('lang'))
      .where(eq(tours.id, sql.placeholder('id')))
      .prepare(),
  );
  const row = query.get({ id, lang });
  return row ? toTour(row) : null;
}
