/**
 * The tours list's filter (spec sections 2 and 5), on the same pattern as RestaurantBrowser: the
 * server renders the filter links and the status line, and the first page of cards after the
 * island (`serverListId`); once hydrated, a filter click fetches /api/tours instead of reloading,
 * updates the address and announces the count or 'No tours found for the selected category.'.
 */
import type { StringKey } from '~/i18n';
import type { Tour } from './tour';
import { isTourCategory, tourCategories, type TourCategory } from './filters';
import TourGrid from './TourGrid';
import { tourCardStringKeys } from './TourCard';
import { localizeHref } from '~/ui/lists/format';
import FilteredListView, { describeListCount, getCategoryHref } from '~/ui/lists/FilteredListView';
import { useFilteredList } from '~/ui/lists/use-filtered-list';

/** Tours per page, on the server and in the API request. */
export const TOURS_PAGE_SIZE = 24;

/** Every string the browser needs: `pickStrings(lang, tourBrowserStringKeys)`. */
export const tourBrowserStringKeys = [
  ...tourCardStringKeys,
  'tours.filter.label',
  'tours.filter.all',
  'tours.filter.adventure',
  'tours.filter.cultural',
  'tours.filter.nature',
  'tours.filter.river-cruise',
  'tours.loading',
  'tours.empty',
  'tours.countOne',
  'tours.countMany',
  'pagination.label',
  'pagination.previous',
  'pagination.next',
  'pagination.page',
] as const satisfies readonly StringKey[];

export type TourBrowserStrings = Record<(typeof tourBrowserStringKeys)[number], string>;

export interface TourBrowserProps {
  lang: 'en' | 'nl';
  category: TourCategory;
  /** How many tours each category holds (from the server), for the count and page links. */
  counts: Record<TourCategory, number>;
  strings: TourBrowserStrings;
  /** The id of the server-rendered cards and page links, placed after the island. */
  serverListId: string;
}

const readCategory = (url: URL): TourCategory => {
  const value = url.searchParams.get('category');
  return isTourCategory(value) ? value : 'all';
};

/** Filter links, a polite status line and the list, redrawn from JSON after a filter click. */
export default function TourBrowser({ lang, category, counts, strings, serverListId }: TourBrowserProps) {
  const apiUrl = (c: string) => `/api/tours?lang=${lang}&category=${c}&limit=${TOURS_PAGE_SIZE}`;
  const pageHref = (c: string) => getCategoryHref('/tours', lang, c);
  const list = useFilteredList<Tour>({ initialCategory: category, apiUrl, pageHref, readCategory, serverListId });
  const hrefFor = (id: number) => localizeHref(`/tour/${id}`, lang);
  return (
    <FilteredListView
      lang={lang}
      listPath="/tours"
      list={list}
      filterLabel={strings['tours.filter.label']}
      filters={tourCategories.map((c) => ({ value: c, label: strings[`tours.filter.${c}`] }))}
      counts={counts}
      serverTotal={counts[category]}
      pageSize={TOURS_PAGE_SIZE}
      loadingText={strings['tours.loading']}
      describeCount={(total) => describeListCount(total, { empty: strings['tours.empty'], one: strings['tours.countOne'], many: strings['tours.countMany'] })}
      paginationLabels={{
        nav: strings['pagination.label'],
        previous: strings['pagination.previous'],
        next: strings['pagination.next'],
        page: strings['pagination.page'],
      }}
      renderGrid={(items) => <TourGrid items={items} strings={strings} lang={lang} hrefFor={hrefFor} />}
    />
  );
}
