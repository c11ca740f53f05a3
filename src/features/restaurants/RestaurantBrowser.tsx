/**
 * The restaurant list's filter (spec sections 2 and 5). The server renders the filter links and the
 * status line, and the first page of cards after the island (`serverListId`); once hydrated, a
 * filter click fetches /api/restaurants instead of reloading, shows that list in place of the
 * server's, updates the address and announces the count.
 */
import { useCallback, type MouseEvent } from 'react';
import type { StringKey } from '~/i18n';
import type { Restaurant } from './restaurant';
import { isRestaurantCategory, restaurantCategories, type RestaurantCategory } from './filters';
import RestaurantGrid from './RestaurantGrid';
import { restaurantCardStringKeys } from './RestaurantCard';
import FilteredListView, { describeListCount } from '~/ui/lists/FilteredListView';
import { localizeHref } from '~/ui/lists/format';
import { buildPageHref } from '~/ui/pagination';
import { useFilteredList } from '~/ui/lists/use-filtered-list';

/** Restaurants per page, on the server and in the API request. */
export const RESTAURANTS_PAGE_SIZE = 24;

/** Every string the browser needs: `pickStrings(lang, restaurantBrowserStringKeys)`. */
export const restaurantBrowserStringKeys = [
  ...restaurantCardStringKeys,
  'restaurants.filterLabel',
  'restaurants.filter.openNow',
  'restaurants.openFilterLabel',
  'restaurants.filter.all',
  'restaurants.filter.fine-dining',
  'restaurants.filter.street-food',
  'restaurants.filter.local-creole',
  'restaurants.filter.international',
  'restaurants.loading',
  'restaurants.empty',
  'restaurants.emptyOpen',
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
  /** `?open=now` on the page the server rendered. */
  openNow: boolean;
}

const readCategory = (url: URL) => {
  const value = url.searchParams.get('category');
  return isRestaurantCategory(value) ? value : 'all';
};

// The list hook knows one filter value: the category, with '+open' when only open restaurants are asked for.
const toKey = (category: string, open: boolean) => (open ? `${category}+open` : category);
const fromKey = (key: string) => ({ category: key.replace(/\+open$/, ''), open: key.endsWith('+open') });

/** Filter links (category, and Open now), a polite status line and the list, redrawn from JSON after a filter click. */
export default function RestaurantBrowser({ lang, category, counts, initialTotal, strings, serverListId, now, openNow }: RestaurantBrowserProps) {
  const hrefOf = useCallback(
    (c: string, open: boolean) => buildPageHref(localizeHref('/restaurants', lang), { category: c === 'all' ? null : c, open: open ? 'now' : null }, 1),
    [lang],
  );
  const apiUrl = useCallback(
    (key: string) => {
      const f = fromKey(key);
      return `/api/restaurants?lang=${lang}&category=${f.category}&limit=${RESTAURANTS_PAGE_SIZE}${f.open ? '&open=now' : ''}`;
    },
    [lang],
  );
  const pageHref = useCallback((key: string) => hrefOf(fromKey(key).category, fromKey(key).open), [hrefOf]);
  const readKey = useCallback((url: URL) => toKey(readCategory(url), url.searchParams.get('open') === 'now'), []);
  const list = useFilteredList<Restaurant>({ initialCategory: toKey(category, openNow), apiUrl, pageHref, readCategory: readKey, serverListId });
  const current = fromKey(list.category);
  const view = { ...list, category: current.category, select: (c: string) => list.select(toKey(c, current.open)) };
  const toggleOpen = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    list.select(toKey(current.category, !current.open));
  };
  const openFilter = (
    <nav aria-label={strings['restaurants.openFilterLabel']}>
      <a
        href={hrefOf(current.category, !current.open)}
        aria-current={current.open ? 'true' : undefined}
        onClick={toggleOpen}
        data-open-filter
        className="btn btn-sm min-h-11 rounded-full border-base-300 bg-base-100 aria-[current=true]:border-primary aria-[current=true]:bg-primary aria-[current=true]:text-primary-content"
      >
        <span aria-hidden="true" className="inline-grid h-4 w-4 place-items-center rounded border border-current text-xs leading-none">
          {current.open ? '✓' : ''}
        </span>
        {strings['restaurants.filter.openNow']}
      </a>
    </nav>
  );
  return (
    <FilteredListView
      lang={lang}
      listPath="/restaurants"
      list={view}
      filterLabel={strings['restaurants.filterLabel']}
      filters={restaurantCategories.map((c) => ({ value: c, label: strings[`restaurants.filter.${c}`] }))}
      counts={current.open === openNow ? counts : {}}
      serverTotal={initialTotal}
      hrefFor={(c) => hrefOf(c, current.open)}
      pageParams={{ open: current.open ? 'now' : null }}
      extra={openFilter}
      pageSize={RESTAURANTS_PAGE_SIZE}
      loadingText={strings['restaurants.loading']}
      describeCount={(total) =>
        describeListCount(total, {
          empty: strings[current.open ? 'restaurants.emptyOpen' : 'restaurants.empty'],
          one: strings['restaurants.countOne'],
          many: strings['restaurants.countMany'],
        })
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
