/** Public reads of restaurants, in one language with per-field English fallback. */
import { and, asc, eq, gt, inArray, sql, type Placeholder } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Locale } from '~/platform/i18n/config';
import { withFallback } from '~/platform/content/translation';
import { readPartnerFields, type ListPage } from '~/features/content';
import { pickRestaurantTexts, readRestaurantFields, type Restaurant } from './restaurant';
import type { RestaurantCategory } from './filters';
import type { Db } from '~/db/client';
import { restaurantCategories, restaurants, restaurantTranslations } from '~/db/schema';
import { getContentCount } from '~/features/home/index.server';
import { getPrepared } from '~/features/content/index.server';

const en = alias(restaurantTranslations, 'en');
const loc = alias(restaurantTranslations, 'loc');

function selectRestaurants(db: Db, lang: Locale | Placeholder) {
  return db
    .select({ r: restaurants, en, loc })
    .from(restaurants)
    .innerJoin(en, and(eq(en.restaurantId, restaurants.id), eq(en.locale, 'en')))
    .leftJoin(loc, and(eq(loc.restaurantId, restaurants.id), eq(loc.locale, lang)))
    .$dynamic();
}

type Row = {
  r: typeof restaurants.$inferSelect;
  en: typeof restaurantTranslations.$inferSelect;
  loc: typeof restaurantTranslations.$inferSelect | null;
};

function toRestaurant({ r, en: base, loc: local }: Row): Restaurant {
  const text = withFallback(pickRestaurantTexts(base), local ? pickRestaurantTexts(local) : null);
  return { ...readRestaurantFields(r), ...text, ...readPartnerFields(r) };
}

export interface ListOptions {
  lang: Locale;
  limit: number;
  /** Return items with an id greater than this (keyset pagination). */
  cursor?: number | null;
  /** Skip this many items (page numbers on the public list). */
  offset?: number;
}

/**
 * The ids of one page, walked in a narrow index (restaurants_id_idx, or the category index), so
 * skipping rows for a page number reads a few bytes per row instead of joining every skipped row.
 */
function selectPageIds(db: Db, byCategory: boolean) {
  const page = { after: sql.placeholder('after'), limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };
  if (!byCategory) {
    return db
      .select({ id: restaurants.id })
      .from(restaurants)
      .where(gt(restaurants.id, page.after))
      .orderBy(asc(restaurants.id))
      .limit(page.limit)
      .offset(page.offset);
  }
  return db
    .select({ id: restaurantCategories.restaurantId })
    .from(restaurantCategories)
    .where(and(eq(restaurantCategories.category, sql.placeholder('category')), gt(restaurantCategories.restaurantId, page.after)))
    .orderBy(asc(restaurantCategories.restaurantId))
    .limit(page.limit)
    .offset(page.offset);
}

function prepareList(db: Db, byCategory: boolean) {
  return getPrepared(db, `restaurants.list.${byCategory}`, () =>
    selectRestaurants(db, sql.placeholder('lang'))
      .where(inArray(restaurants.id, selectPageIds(db, byCategory)))
      .orderBy(asc(restaurants.id))
      .prepare(),
  );
}

/** A page of restaurants in id order, optionally of one filter category. */
export function listRestaurants(db: Db, opts: ListOptions & { category?: RestaurantCategory }): ListPage<Restaurant> {
  const category = opts.category ?? 'all';
  const rows = prepareList(db, category !== 'all').all({
    lang: opts.lang,
    category,
    after: opts.cursor ?? 0,
    limit: opts.limit + 1,
    offset: opts.offset ?? 0,
  });
  const items = rows.slice(0, opts.limit).map(toRestaurant);
  const nextCursor = rows.length > opts.limit ? (items[items.length - 1]?.id ?? null) : null;
  return { items, nextCursor };
}

/** How many restaurants a filter category holds (kept by triggers, so no counting at read time). */
export function countRestaurants(db: Db, category: RestaurantCategory = 'all'): number {
  return getContentCount(db, category === 'all' ? 'restaurants' : `restaurants:${category}`);
}

/** One restaurant, or null when the id is unknown. */
export function getRestaurantById(db: Db, id: number, lang: Locale): Restaurant | null {
  const query = getPrepared(db, 'restaurants.byId', () =>
    selectRestaurants(db, sql.placeholder('lang'))
      .where(eq(restaurants.id, sql.placeholder('id')))
      .prepare(),
  );
  const row = query.get({ id, lang });
  return row ? toRestaurant(row) : null;
}

/** The editor's picks, in id order. */
export function listEditorsPicks(db: Db, lang: Locale, limit: number): Restaurant[] {
  const query = getPrepared(db, 'restaurants.picks', () =>
    selectRestaurants(db, sql.placeholder('lang'))
      .where(eq(restaurants.isEditorsPick, true))
      .orderBy(asc(restaurants.id))
      .limit(sql.placeholder('limit'))
      .prepare(),
  );
  return query.all({ lang, limit }).map(toRestaurant);
}
