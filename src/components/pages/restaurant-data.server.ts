/**
 * Data of the restaurant pages, loaded by the page files themselves: a redirect or a 404 status
 * can only be set before any HTML streams, i.e. in the page, not in a component below it.
 */
import type { Locale } from '../../i18n';
import { getDb } from '../../db/client';
import { countRestaurants, getRestaurantById, listRestaurants } from '../../db/queries/restaurants';
import type { Restaurant } from '../../lib/content/types';
import { isRestaurantCategory, restaurantCategories, type RestaurantCategory } from '../../lib/restaurants/filters';
import { parseWholeNumber } from '../../lib/http/whole-number';
import { RESTAURANTS_PAGE_SIZE } from '../../islands/RestaurantBrowser';
import { buildPageHref, getPageCount, parsePageParam } from '../ui/pagination';

export interface RestaurantsPageData {
  category: RestaurantCategory;
  page: number;
  pageCount: number;
  offset: number;
  counts: Record<RestaurantCategory, number>;
  items: Restaurant[];
}

/** The list page's data for `?category=&page=`, or where to send a page number past the end. */
export function loadRestaurantsPage(url: URL, lang: Locale, path: string): { data: RestaurantsPageData } | { redirect: string } {
  const db = getDb();
  const raw = url.searchParams.get('category');
  // An unknown category shows every restaurant rather than an error: it is a filter, not a page.
  const category: RestaurantCategory = isRestaurantCategory(raw) ? raw : 'all';
  const page = parsePageParam(url.searchParams.get('page'));
  const counts = Object.fromEntries(restaurantCategories.map((c) => [c, countRestaurants(db, c)])) as Record<RestaurantCategory, number>;
  const pageCount = getPageCount(counts[category], RESTAURANTS_PAGE_SIZE);
  if (page > pageCount) return { redirect: buildPageHref(path, { category: category === 'all' ? null : category }, pageCount) };
  const offset = (page - 1) * RESTAURANTS_PAGE_SIZE;
  const items = listRestaurants(db, { lang, limit: RESTAURANTS_PAGE_SIZE, offset, category }).items;
  return { data: { category, page, pageCount, offset, counts, items } };
}

/** A restaurant by the `:id` of its address; null for an unknown or malformed id ('1.5', '01', 'abc'). */
export function loadRestaurant(idParam: string | undefined, lang: Locale): Restaurant | null {
  const id = parseWholeNumber(idParam, { min: 1 });
  return id === null ? null : getRestaurantById(getDb(), id, lang);
}
