/** Public reads of restaurants, in one language with per-field English fallback. */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Locale } from '../../i18n/config';
import { withFallback } from '../../lib/content/translation';
import type { ListPage, Restaurant } from '../../lib/content/types';
import type { RestaurantCategory } from '../../lib/restaurants/filters';
import type { Db } from '../client';
import { restaurantCategories, restaurants, restaurantTranslations } from '../schema';

const en = alias(restaurantTranslations, 'en');
const loc = alias(restaurantTranslations, 'loc');

function selectRestaurants(db: Db, lang: Locale) {
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
  const pick = (t: typeof base) => ({ name: t.name, description: t.description, cuisine: t.cuisine, location: t.location });
  const text = withFallback(pick(base), local ? pick(local) : null);
  return {
    id: r.id,
    ...text,
    priceRange: r.priceRange,
    rating: r.rating,
    imageUrl: r.imageUrl,
    imageUrls: r.imageUrls,
    phone: r.phone,
    openingHours: r.openingHours,
    isEditorsPick: r.isEditorsPick,
    createdAt: r.createdAt.toISOString(),
  };
}

export interface ListOptions {
  lang: Locale;
  limit: number;
  /** Return items with an id greater than this (keyset pagination). */
  cursor?: number | null;
  /** Skip this many items (page numbers on the public list). */
  offset?: number;
}

/** A page of restaurants in id order, optionally of one filter category. */
export function listRestaurants(
  db: Db,
  opts: ListOptions & { category?: RestaurantCategory },
): ListPage<Restaurant> {
  const category = opts.category ?? 'all';
  const after = opts.cursor ?? 0;
  let query = selectRestaurants(db, opts.lang);
  if (category !== 'all') {
    query = query.innerJoin(
      restaurantCategories,
      and(eq(restaurantCategories.restaurantId, restaurants.id), eq(restaurantCategories.category, category)),
    );
  }
  const rows = query
    .where(gt(restaurants.id, after))
    .orderBy(asc(restaurants.id))
    .limit(opts.limit + 1)
    .offset(opts.offset ?? 0)
    .all();
  const items = rows.slice(0, opts.limit).map(toRestaurant);
  const nextCursor = rows.length > opts.limit ? (items[items.length - 1]?.id ?? null) : null;
  return { items, nextCursor };
}

/** How many restaurants a filter category holds. */
export function countRestaurants(db: Db, category: RestaurantCategory = 'all'): number {
  if (category === 'all') {
    return db.select({ n: sql<number>`count(*)` }).from(restaurants).get()?.n ?? 0;
  }
  return (
    db
      .select({ n: sql<number>`count(*)` })
      .from(restaurantCategories)
      .where(eq(restaurantCategories.category, category))
      .get()?.n ?? 0
  );
}

/** One restaurant, or null when the id is unknown. */
export function getRestaurantById(db: Db, id: number, lang: Locale): Restaurant | null {
  const row = selectRestaurants(db, lang).where(eq(restaurants.id, id)).get();
  return row ? toRestaurant(row) : null;
}

/** The editor's picks, in id order. */
export function listEditorsPicks(db: Db, lang: Locale, limit: number): Restaurant[] {
  return selectRestaurants(db, lang)
    .where(eq(restaurants.isEditorsPick, true))
    .orderBy(asc(restaurants.id))
    .limit(limit)
    .all()
    .map(toRestaurant);
}
