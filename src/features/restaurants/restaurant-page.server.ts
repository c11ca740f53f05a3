/**
 * Data of the restaurant pages, loaded by the page files themselves: a redirect or a 404 status
 * can only be set before any HTML streams, i.e. in the page, not in a component below it.
 */
import type { Locale } from '~/i18n';
import { getDb } from '~/db/client';
import { countRestaurants, getRestaurantById, listRestaurants } from './restaurants.server';
import type { Restaurant } from './restaurant';
import { isRestaurantCategory, restaurantCategories, type RestaurantCategory } from './filters';
import { parseWholeNumber } from '~/platform/http/whole-number';
import { RESTAURANTS_PAGE_SIZE } from './RestaurantBrowser';
import { loadListPage, type ListKind, type ListPageData } from '~/ui/list-page';

export type RestaurantsPageData = ListPageData<RestaurantCategory, Restaurant>;

function restaurantList(lang: Locale): ListKind<RestaurantCategory, Restaurant> {
  const db = getDb();
  return {
    categories: restaurantCategories,
    isCategory: isRestaurantCategory,
    pageSize: RESTAURANTS_PAGE_SIZE,
    count: (category) => countRestaurants(db, category),
    list: (query) => listRestaurants(db, { lang, ...query }).items,
  };
}

/** The list page's data for `?category=&page=`, or where to send a page number past the end. */
export function loadRestaurantsPage(url: URL, lang: Locale, path: string): { data: RestaurantsPageData } | { redirect: string } {
  return loadListPage(restaurantList(lang), url, path);
}

/** A restaurant by the `:id` of its address; null for an unknown or malformed id ('1.5', '01', 'abc'). */
export function loadRestaurant(idParam: string | undefined, lang: Locale): Restaurant | null {
  const id = parseWholeNumber(idParam, { min: 1 });
  return id === null ? null : getRestaurantById(getDb(), id, lang);
}
