/** Public reads of tours, in one language; a text left empty in it shows the other language's (pickWritten), lists included. */
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Locale } from '~/platform/i18n/config';
import { pickWritten } from '~/platform/content/translation';
import { localizedAlts, orderByIds, pagePartnersFirst, readPartnerFields, type ListPage } from '~/features/content';
import { pickTourTexts, readTourFields, type Tour, type TourInput } from './tour';
import type { TourCategory } from './filters';
import type { Db } from '~/db/client';
import { tourCategories, tours, tourTranslations } from '~/db/schema';
import { getContentCount } from '~/features/home/index.server';
import { placeStats, placeStatsColumns, placeStatsOn, toPlaceRating } from '~/features/reviews/index.server';
import { getPrepared, prepareOtherIds, preparePartnerIds, type PartnerListTables } from '~/features/content/index.server';
import type { ListOptions } from '~/features/restaurants/index.server';

const en = alias(tourTranslations, 'en');
const nl = alias(tourTranslations, 'nl');

/** Both languages' texts (every item has an English row, empty for a Dutch-only one); toTour picks the page's. */
function selectTours(db: Db) {
  return db
    .select({ t: tours, en, nl, stats: placeStatsColumns })
    .from(tours)
    .innerJoin(en, and(eq(en.tourId, tours.id), eq(en.locale, 'en')))
    .leftJoin(nl, and(eq(nl.tourId, tours.id), eq(nl.locale, 'nl')))
    .leftJoin(placeStats, placeStatsOn('tour', tours.id))
    .$dynamic();
}

type Texts = typeof tourTranslations.$inferSelect;
type Row = { t: typeof tours.$inferSelect; en: Texts; nl: Texts | null; stats: { count: number; sum: number } | null };

function toTour({ t, en: enRow, nl: nlRow, stats }: Row, lang: Locale): Tour {
  const text = pickWritten(lang, { en: pickTourTexts(enRow), nl: pickTourTexts(nlRow) });
  const [local, other] = lang === 'en' ? [enRow, nlRow] : [nlRow, enRow];
  return { ...readTourFields(t), ...text, imageAlts: localizedAlts(other?.imageAlts, local?.imageAlts), ...readPartnerFields(t), ...toPlaceRating(stats) };
}

/** A tour as its public page would show the admin input `input` (a partner's listing waiting for review), read as a stored one is. */
export function tourFromInput(input: TourInput, lang: Locale, partnerUntil: Date | null, now: Date): Tour {
  const translation = (locale: Locale) => {
    const texts = input.translations[locale];
    return texts ? ({ imageAlts: [], ...texts, tourId: 0, locale } as Texts) : null;
  };
  const t = { ...input, id: 0, partnerUntil, createdAt: now, updatedAt: now } as unknown as Row['t'];
  return toTour({ t, en: translation('en') ?? ({ tourId: 0, locale: 'en' } as Texts), nl: translation('nl'), stats: null }, lang);
}

/** Where the partners-first list of tours reads its ids (src/features/content/partner-id-queries.server.ts). */
const partnerList: PartnerListTables = {
  name: 'tours',
  table: tours,
  id: tours.id,
  partnerUntil: tours.partnerUntil,
  categories: tourCategories,
  category: tourCategories.category,
  categoryEntryId: tourCategories.tourId,
};

/** A page of tours, partners first then the others, each in id order; optionally of one filter category. */
export function listTours(db: Db, opts: ListOptions & { category?: TourCategory }): ListPage<Tour> {
  const category = opts.category ?? 'all';
  const byCategory = category !== 'all';
  const partnerIds = preparePartnerIds(db, partnerList, byCategory)
    .all({ category })
    .map((r) => r.id);
  const ids = pagePartnersFirst(partnerIds, { after: opts.cursor ?? 0, limit: opts.limit + 1, offset: opts.offset ?? 0 }, (after, limit, offset) =>
    prepareOtherIds(db, partnerList, byCategory)
      .all({ category, after, limit, offset, partners: JSON.stringify(partnerIds) })
      .map((r) => r.id),
  );
  const query = getPrepared(db, 'tours.byIds', () =>
    selectTours(db)
      .where(sql`${tours.id} in (select value from json_each(${sql.placeholder('ids')}))`)
      .prepare(),
  );
  const rows = ids.length === 0 ? [] : orderByIds(ids, query.all({ ids: JSON.stringify(ids) }), (row) => row.t.id);
  const items = rows.slice(0, opts.limit).map((row) => toTour(row, opts.lang));
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
    selectTours(db)
      .where(eq(tours.id, sql.placeholder('id')))
      .prepare(),
  );
  const row = query.get({ id });
  return row ? toTour(row, lang) : null;
}
