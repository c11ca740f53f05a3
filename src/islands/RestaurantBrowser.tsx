/**
 * The restaurant list's filter (spec sections 2 and 5). The server renders the filter links and the
 * status line, and the first page of cards after the island (`serverListId`); once hydrated, a
 * filter click fetches /api/restaurants instead of reloading, shows that list in place of the
 * server's, updates the address and announces the count.
 */
import { useCallback } from 'react';
import type { StringKey } from '../i18n';
import type { Restaurant } from '../lib/content/types';
import { isRestaurantCategory, restaurantCategories, type RestaurantCategory } from '../lib/restaurants/filters';
import RestaurantGrid from '../components/cards/RestaurantGrid';
import { restaurantCardStringKeys } from '../components/cards/RestaurantCard';
import CategoryFilterLinks from '../components/ui/CategoryFilterLinks';
import PaginationNav from '../components/ui/PaginationNav';
import { buildPageHref } from '../components/ui/pagination';
import { fillTemplate, localizeHref } from './lib/format';
import { useFilteredList } from './lib/use-filtered-list';

/** Restaurants per page, on the server and in the API request. */
export const RESTAURANTS_PAGE_SIZE = 24;

/** Every string the browser needs: `pickStrings(lang, restaurantBrowserStringKeys)`. */
export const restaurantBrowserStringKeys = [
  ...restaurantCardStringKeys,
  'restaurants.filterLabel',
  'restaurants.filter.all',
  'restaurants.filter.fine-dining',
  'restaurants.filter.street-food',
  'restaurants.filter.local-creole',
  'restaurants.filter.international',
  'restaurants.loading',
  'restaurants.empty',
  'restaurants.countOne',
  'restaurants.countMany',
  'pagination.label',
  'pagination.previous',
  'pagination.next',
  'pagination.page',
] as const satisfies readonly StringKey[];

export type RestaurantBrowserStrings = Record<(typeof restaurantBrowserStringKeys)[number], string>;

export interface RestaurantBrowserProps {
  lang: 'en' | 'nl';
  category: RestaurantCategory;
  /** How many restaurants each category holds (from the server), for the count and page links. */
  counts: Record<RestaurantCategory, number>;
  /** The count shown for the list the server rendered. */
  initialTotal: number;
  strings: RestaurantBrowserStrings;
  /** The id of the server-rendered cards and page links, placed after the island. */
  serverListId: string;
}

/** The address of a category's list page ('/nl/restaurants?category=street-food'). */
export function getRestaurantsHref(lang: 'en' | 'nl', category: string): string {
  const path = localizeHref('/restaurants', lang);
  return category === 'all' ? path : `${path}?category=${category}`;
}

/** The status line: loading, empty, or how many restaurants the filter holds. */
export function describeCount(total: number, strings: RestaurantBrowserStrings): string {
  if (total === 0) return strings['restaurants.empty'];
  return total === 1 ? strings['restaurants.countOne'] : fillTemplate(strings['restaurants.countMany'], { count: total });
}

const readCategory = (url: URL) => {
  const value = url.searchParams.get('category');
  return isRestaurantCategory(value) ? value : 'all';
};

/** Filter links, a polite status line and the list, redrawn from JSON after a filter click. */
export default function RestaurantBrowser({ lang, category, counts, initialTotal, strings, serverListId }: RestaurantBrowserProps) {
  const apiUrl = useCallback((c: string) => `/api/restaurants?lang=${lang}&category=${c}&limit=${RESTAURANTS_PAGE_SIZE}`, [lang]);
  const pageHref = useCallback((c: string) => getRestaurantsHref(lang, c), [lang]);
  const list = useFilteredList<Restaurant>({ initialCategory: category, apiUrl, pageHref, readCategory, serverListId });
  const current = list.category as RestaurantCategory;
  const total = list.items === null ? initialTotal : list.hasMore ? Math.max(counts[current], list.items.length) : list.items.length;
  const pageCount = Math.max(1, Math.ceil(total / RESTAURANTS_PAGE_SIZE));
  const options = restaurantCategories.map((c) => ({ value: c, label: strings[`restaurants.filter.${c}`], href: pageHref(c) }));

  return (
    <div>
      <CategoryFilterLinks label={strings['restaurants.filterLabel']} options={options} current={current} onSelect={(o) => list.select(o.value)} />
      <p role="status" className="mb-4 mt-6 min-h-6 font-medium text-base-content/80">
        {list.loading ? strings['restaurants.loading'] : describeCount(total, strings)}
      </p>
      {list.items !== null && (
        <div aria-busy={list.loading} className={list.loading ? 'opacity-60 transition-opacity' : undefined}>
          <RestaurantGrid items={list.items} strings={strings} lang={lang} now={new Date()} />
          <PaginationNav
            page={1}
            pageCount={pageCount}
            hrefFor={(p) => buildPageHref(localizeHref('/restaurants', lang), { category: current === 'all' ? null : current }, p)}
            labels={{ nav: strings['pagination.label'], previous: strings['pagination.previous'], next: strings['pagination.next'], page: strings['pagination.page'] }}
          />
        </div>
      )}
    </div>
  );
}
