/**
 * Data of the restaurant pages, loaded by the page files themselves: a redirect or a 404 status
 * can only be set before any HTML streams, i.e. in the page, not in a component below it.
 */
import type { Locale } from '~/i18n';
import type { Db } from '~/db/client';
import { imageList, imagesWithAlts, type ImageWithAlt } from '~/features/content';
import { countRestaurants, getRestaurantById, listRestaurants } from './restaurants.server';
import type { Restaurant } from './restaurant';
import { isRestaurantCategory, restaurantCategories, type RestaurantCategory } from './filters';
import { parseWholeNumber } from '~/platform/http/whole-number';
import { PAGE_SIZE as RESTAURANTS_PAGE_SIZE } from '~/ui/pagination';
import { loadListPage, type ListKind, type ListPageData } from '~/ui/list-page';
import { countOpenRestaurants, openListMaxAge, openMinuteAt } from './restaurant-open-now.server';
import { openLinesMaxAge } from './hours-view';

export type RestaurantsPageData = ListPageData<RestaurantCategory, Restaurant> & {
  /** `?open=now`: only the restaurants open at the server clock's now. */
  openNow: boolean;
  /** How long the page cache may keep this page: until the first opening or closing that changes it. */
  maxAge: number;
};

function restaurantList(db: Db, lang: Locale, openAt: number | undefined): ListKind<RestaurantCategory, Restaurant> {
  let openCounts: Record<RestaurantCategory, number> | undefined;
  return {
    categories: restaurantCategories,
    isCategory: isRestaurantCategory,
    pageSize: RESTAURANTS_PAGE_SIZE,
    count: (category) => (openAt === undefined ? countRestaurants(db, category) : (openCounts ??= countOpenRestaurants(db, openAt))[category]),
    // A quiet hour (nothing open) costs the counts' short index walk, not a check of every restaurant.
    list: (query) => (openAt !== undefined && openCounts?.[query.category] === 0 ? [] : listRestaurants(db, { lang, ...query, openAt }).items),
    params: { open: openAt === undefined ? null : 'now' },
  };
}

/** The list page's data for `?category=&open=now&page=` at `now`, where to send another address, or no page (404). */
export function loadRestaurantsPage(
  db: Db,
  url: URL,
  lang: Locale,
  path: string,
  now: Date,
): { data: RestaurantsPageData } | { redirect: string } | { notFound: true } {
  const openNow = url.searchParams.get('open') === 'now';
  const result = loadListPage(restaurantList(db, lang, openNow ? openMinuteAt(now) : undefined), url, path);
  if (!('data' in result)) return result;
  // Open now: any restaurant opening or closing changes the list. Otherwise only the lines of the cards shown.
  const maxAge = openNow
    ? openListMaxAge(db, now)
    : openLinesMaxAge(
        result.data.items.map((r) => r.openingHours),
        now,
      );
  return { data: { ...result.data, openNow, maxAge } };
}

/** A restaurant by the `:id` of its address; null for an unknown or malformed id ('1.5', '01', 'abc'). */
export function loadRestaurant(db: Db, idParam: string | undefined, lang: Locale): Restaurant | null {
  const id = parseWholeNumber(idParam, { min: 1 });
  return id === null ? null : getRestaurantById(db, id, lang);
}

/**
 * The restaurant's photos for its page (the carousel), cover first, each with its alt text: the page language's,
 * else the English one, else `fallback`'s words for photo `n` of `total` (today's 'Kasaba Corner, photo 2').
 */
export function restaurantImages(r: Restaurant, fallback: (n: number, total: number) => string): ImageWithAlt[] {
  return imagesWithAlts(imageList(r.imageUrl, r.imageUrls), r.imageAlts, (i, total) => fallback(i + 1, total));
}
