/**
 * The restaurant list's filter (spec sections 2 and 5). The server renders the filter links and the
 * status line, and the first page of cards after the island (`serverListId`); once hydrated, a
 * filter click fetches /api/restaurants instead of reloading, shows that list in place of the
 * server's, updates the address and announces the count.
 */
import { useCallback } from 'react';
import type { StringKey } from '~/i18n';
import type { Restaurant } from './restaurant';
import { isRestaurantCategory, restaurantCategories, type RestaurantCategory } from './filters';
import RestaurantGrid from './RestaurantGrid';
import { restaurantCardStringKeys } from './RestaurantCard';
import FilteredListView, { describeListCount, getCategoryHref } from '~/ui/lists/FilteredListView';
import { useFilteredList } from '~/ui/lists/use-filtered-list';

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
  /** The server clock of the page (ISO): a fetched list without its own time draws its open/closed lines at this moment. */
  now: string;
}

const readCategory = (url: URL) => {
  const value = url.searchParams.get('category');
  return isRestaurantCategory(value) ? value : 'all';
};

/** Filter links, a polite status line and the list, redrawn from JSON after a filter click. */
export default function RestaurantBrowser({ lang, category, counts, initialTotal, strings, serverListId, now }: RestaurantBrowserProps) {
  const apiUrl = useCallback((c: string) => `/api/restaurants?lang=${lang}&category=${c}&limit=${RESTAURANTS_PAGE_SIZE}`, [lang]);
  const pageHref = useCallback((c: string) => getCategoryHref('/restaurants', lang, c), [lang]);
  const list = useFilteredList<Restaurant>({ initialCategory: category, apiUrl, pageHref, readCategory, serverListId });
  return (
    <FilteredListView
      lang={lang}
      listPath="/restaurants"
      list={list}
      filterLabel={strings['restaurants.filterLabel']}
      filters={restaurantCategories.map((c) => ({ value: c, label: strings[`restaurants.filter.${c}`] }))}
      counts={counts}
      serverTotal={initialTotal}
      pageSize={RESTAURANTS_PAGE_SIZE}
      loadingText={strings['restaurants.loading']}
      describeCount={(total) =>
        describeListCount(total, { empty: strings['restaurants.empty'], one: strings['restaurants.countOne'], many: strings['restaurants.countMany'] })
      }
      paginationLabels={{
        nav: strings['pagination.label'],
        previous: strings['pagination.previous'],
        next: strings['pagination.next'],
        page: strings['pagination.page'],
      }}
      renderGrid={(items) => <RestaurantGrid items={items} strings={strings} lang={lang} now={new Date(list.serverTime ?? now)} />}
    />
  );
}
