/** Public reads of restaurants, in one language; a text left empty in it shows the other language's (pickWritten). */
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Locale } from '~/platform/i18n/config';
import { pickWritten } from '~/platform/content/translation';
import { localizedAlts, orderByIds, pagePartnersFirst, readPartnerFields, type ListPage } from '~/features/content';
import { pickRestaurantTexts, readRestaurantFields, type Restaurant, type RestaurantInput } from './restaurant';
import type { RestaurantCategory } from './filters';
import { listOpenOtherIds, listOpenPartnerIds } from './restaurant-open-now.server';
import type { Db } from '~/db/client';
import { restaurantCategories, restaurants, restaurantTranslations } from '~/db/schema';
import { getContentCount } from '~/features/home/index.server';
import { placeStats, placeStatsColumns, placeStatsOn, toPlaceRating } from '~/features/reviews/index.server';
import { getPrepared, prepareOtherIds, preparePartnerIds, type PartnerListTables } from '~/features/content/index.server';

const en = alias(restaurantTranslations, 'en');
const nl = alias(restaurantTranslations, 'nl');

/** Both languages' texts (every item has an English row, empty for a Dutch-only one); the page language is picked in toRestaurant. */
function selectRestaurants(db: Db) {
  return db
    .select({ r: restaurants, en, nl, stats: placeStatsColumns })
    .from(restaurants)
    .innerJoin(en, and(eq(en.restaurantId, restaurants.id), eq(en.locale, 'en')))
    .leftJoin(nl, and(eq(nl.restaurantId, restaurants.id), eq(nl.locale, 'nl')))
    .leftJoin(placeStats, placeStatsOn('restaurant', restaurants.id))
    .$dynamic();
}

type Row = {
  r: typeof restaurants.$inferSelect;
  en: typeof restaurantTranslations.$inferSelect;
  nl: typeof restaurantTranslations.$inferSelect | null;
  stats: { count: number; sum: number } | null;
};

function toRestaurant({ r, en: enRow, nl: nlRow, stats }: Row, lang: Locale): Restaurant {
  const text = pickWritten(lang, { en: pickRestaurantTexts(enRow), nl: pickRestaurantTexts(nlRow) });
  const [local, other] = lang === 'en' ? [enRow, nlRow] : [nlRow, enRow];
  return {
    ...readRestaurantFields(r),
    ...text,
    imageAlts: localizedAlts(other?.imageAlts, local?.imageAlts),
    ...readPartnerFields(r),
    ...toPlaceRating(stats),
  };
}

/**
 * A restaurant as its public page would show the admin input `input` (a partner's listing waiting
 * for review), through the same reading as a stored one: the preview and the page cannot differ.
 */
export function restaurantFromInput(input: RestaurantInput, lang: Locale, partnerUntil: Date | null, now: Date): Restaurant {
  const translation = (locale: Locale) => {
    const texts = input.translations[locale];
    return texts ? ({ imageAlts: [], ...texts, restaurantId: 0, locale } as Row['en']) : null;
  };
  const r = { ...input, id: 0, partnerUntil, createdAt: now, updatedAt: now } as unknown as Row['r'];
  return toRestaurant({ r, en: translation('en') ?? ({ restaurantId: 0, locale: 'en' } as Row['en']), nl: translation('nl'), stats: null }, lang);
}

export interface ListOptions {
  lang: Locale;
  limit: number;
  /** Return items with an id greater than this (keyset pagination). */
  cursor?: number | null;
  /** Skip this many items (page numbers on the public list). */
  offset?: number;
}

/** Where the partners-first list of restaurants reads its ids (src/features/content/partner-id-queries.server.ts). */
const partnerList: PartnerListTables = {
  name: 'restaurants',
  table: restaurants,
  id: restaurants.id,
  partnerUntil: restaurants.partnerUntil,
  categories: restaurantCategories,
  category: restaurantCategories.category,
  categoryEntryId: restaurantCategories.restaurantId,
};

function prepareRowsByIds(db: Db) {
  return getPrepared(db, 'restaurants.byIds', () =>
    selectRestaurants(db)
      .where(sql`${restaurants.id} in (select value from json_each(${sql.placeholder('ids')}))`)
      .prepare(),
  );
}

/**
 * A page of restaurants, partners first then the others, each in id order; optionally of one filter category, and
 * only those open at `openAt` (minute of the Paramaribo week, restaurant-open-now.server.ts).
 */
export function listRestaurants(db: Db, opts: ListOptions & { category?: RestaurantCategory; openAt?: number }): ListPage<Restaurant> {
  const category = opts.category ?? 'all';
  const byCategory = category !== 'all';
  const openAt = opts.openAt;
  const partnerIds =
    openAt === undefined
      ? preparePartnerIds(db, partnerList, byCategory)
          .all({ category })
          .map((r) => r.id)
      : listOpenPartnerIds(db, openAt, category);
  const ids = pagePartnersFirst(partnerIds, { after: opts.cursor ?? 0, limit: opts.limit + 1, offset: opts.offset ?? 0 }, (after, limit, offset) =>
    openAt === undefined
      ? prepareOtherIds(db, partnerList, byCategory)
          .all({ category, after, limit, offset, partners: JSON.stringify(partnerIds) })
          .map((r) => r.id)
      : listOpenOtherIds(db, openAt, category, { after, limit, offset }),
  );
  const rows = ids.length === 0 ? [] : orderByIds(ids, prepareRowsByIds(db).all({ ids: JSON.stringify(ids) }), (row) => row.r.id);
  const items = rows.slice(0, opts.limit).map((row) => toRestaurant(row, opts.lang));
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
    selectRestaurants(db)
      .where(eq(restaurants.id, sql.placeholder('id')))
      .prepare(),
  );
  const row = query.get({ id });
  return row ? toRestaurant(row, lang) : null;
}

/** The editor's picks, in id order. */
export function listEditorsPicks(db: Db, lang: Locale, limit: number): Restaurant[] {
  const query = getPrepared(db, 'restaurants.picks', () =>
    selectRestaurants(db).where(eq(restaurants.isEditorsPick, true)).orderBy(asc(restaurants.id)).limit(sql.placeholder('limit')).prepare(),
  );
  return query.all({ limit }).map((row) => toRestaurant(row, lang));
}
