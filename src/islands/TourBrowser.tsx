/**
 * The tours list's filter (spec sections 2 and 5), on the same pattern as RestaurantBrowser: the
 * server renders the filter links and the status line, and the first page of cards after the
 * island (`serverListId`); once hydrated, a filter click fetches /api/tours instead of reloading,
 * updates the address and announces the count or 'No tours found for the selected category.'.
 */
import type { StringKey } from '../i18n';
import type { Tour } from '../lib/content/types';
import { isTourCategory, tourCategories, type TourCategory } from '../lib/tours/filters';
import TourGrid from '../components/cards/TourGrid';
import { tourCardStringKeys } from '../components/cards/TourCard';
import CategoryFilterLinks from '../components/ui/CategoryFilterLinks';
import PaginationNav from '../components/ui/PaginationNav';
import { buildPageHref } from '../components/ui/pagination';
import { fillTemplate, localizeHref } from './lib/format';
import { useFilteredList } from './lib/use-filtered-list';

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

/** The address of a category's list page ('/nl/tours?category=nature'). */
export function getToursHref(lang: 'en' | 'nl', category: string): string {
  const path = localizeHref('/tours', lang);
  return category === 'all' ? path : `${path}?category=${category}`;
}

/** The status line: the empty text, or how many tours the filter holds. */
export function describeTourCount(total: number, strings: Pick<TourBrowserStrings, 'tours.empty' | 'tours.countOne' | 'tours.countMany'>): string {
  if (total === 0) return strings['tours.empty'];
  return total === 1 ? strings['tours.countOne'] : fillTemplate(strings['tours.countMany'], { count: total });
}

const readCategory = (url: URL): TourCategory => {
  const value = url.searchParams.get('category');
  return isTourCategory(value) ? value : 'all';
};

/** Filter links, a polite status line and the list, redrawn from JSON after a filter click. */
export default function TourBrowser({ lang, category, counts, strings, serverListId }: TourBrowserProps) {
  const apiUrl = (c: string) => `/api/tours?lang=${lang}&category=${c}&limit=${TOURS_PAGE_SIZE}`;
  const pageHref = (c: string) => getToursHref(lang, c);
  const list = useFilteredList<Tour>({ initialCategory: category, apiUrl, pageHref, readCategory, serverListId });
  const current = list.category as TourCategory;
  // Before the first fetch the server's count stands; afterwards the fetched list, or the server's count when more pages exist.
  const total = list.items === null ? counts[category] : list.hasMore ? Math.max(counts[current], list.items.length) : list.items.length;
  const pageCount = Math.max(1, Math.ceil(total / TOURS_PAGE_SIZE));
  const options = tourCategories.map((c) => ({ value: c, label: strings[`tours.filter.${c}`], href: pageHref(c) }));
  const hrefFor = (id: number) => localizeHref(`/tour/${id}`, lang);

  return (
    <div>
      <CategoryFilterLinks label={strings['tours.filter.label']} options={options} current={current} onSelect={(o) => list.select(o.value)} />
      <p role="status" className="mb-4 mt-6 min-h-6 font-medium text-base-content/80" data-tour-status>
        {list.loading ? strings['tours.loading'] : describeTourCount(total, strings)}
      </p>
      {list.items !== null && (
        <div aria-busy={list.loading} className={list.loading ? 'opacity-60 transition-opacity' : undefined}>
          <TourGrid items={list.items} strings={strings} lang={lang} hrefFor={hrefFor} />
          <PaginationNav
            page={1}
            pageCount={pageCount}
            hrefFor={(p) => buildPageHref(localizeHref('/tours', lang), { category: current === 'all' ? null : current }, p)}
            labels={{ nav: strings['pagination.label'], previous: strings['pagination.previous'], next: strings['pagination.next'], page: strings['pagination.page'] }}
          />
        </div>
      )}
    </div>
  );
}
