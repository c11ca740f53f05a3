/**
 * What the restaurant and tour list islands draw: the filter links, a polite status line and,
 * once a filter click fetched a list, its grid and page links (the server's first page stays
 * outside the island until then, see useFilteredList).
 */
import type { ReactNode } from 'react';
import CategoryFilterLinks, { type FilterOption } from '~/ui/CategoryFilterLinks';
import PaginationNav from '~/ui/PaginationNav';
import { buildPageHref } from '~/ui/pagination';
import { fillTemplate, localizeHref } from './format';
import type { FilteredList } from './use-filtered-list';

/** The address of a category's list page ('/nl/tours?category=nature'); 'all' has no query. */
export function getCategoryHref(listPath: string, lang: 'en' | 'nl', category: string): string {
  const path = localizeHref(listPath, lang);
  return category === 'all' ? path : `${path}?category=${category}`;
}

/** The status line's count: the empty text, the text for one, or the count filled in. */
export function describeListCount(total: number, texts: { empty: string; one: string; many: string }): string {
  if (total === 0) return texts.empty;
  return total === 1 ? texts.one : fillTemplate(texts.many, { count: total });
}

export interface FilteredListViewProps<T> {
  lang: 'en' | 'nl';
  /** The list page's path in English, e.g. '/tours'. */
  listPath: string;
  list: FilteredList<T>;
  filterLabel: string;
  /** Filter values with their labels, in order. */
  filters: readonly { value: string; label: string }[];
  /** How many items each category holds (from the server), for the count and page links. */
  counts: Record<string, number>;
  /** The count of the list the server rendered. */
  serverTotal: number;
  pageSize: number;
  loadingText: string;
  describeCount: (total: number) => string;
  paginationLabels: { nav: string; previous: string; next: string; page: string };
  renderGrid: (items: T[]) => ReactNode;
  /** A category's page address when the list has further filters (default: getCategoryHref). */
  hrefFor?: (category: string) => string;
  /** Further filters kept in the page links (e.g. { open: 'now' }). */
  pageParams?: Record<string, string | null>;
  /** More filter controls, drawn beside the category links. */
  extra?: ReactNode;
}

export default function FilteredListView<T>({
  lang,
  listPath,
  list,
  filterLabel,
  filters,
  counts,
  serverTotal,
  pageSize,
  loadingText,
  describeCount,
  paginationLabels,
  renderGrid,
  hrefFor = (category) => getCategoryHref(listPath, lang, category),
  pageParams = {},
  extra,
}: FilteredListViewProps<T>) {
  const current = list.category;
  // Before the first fetch the server's count stands; afterwards the fetched list, or the server's count when more pages exist.
  const total = list.items === null ? serverTotal : list.hasMore ? Math.max(counts[current] ?? 0, list.items.length) : list.items.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const options: FilterOption[] = filters.map((f) => ({ ...f, href: hrefFor(f.value) }));
  return (
    <div>
      {extra ? (
        <div className="flex flex-wrap items-start gap-2">
          <CategoryFilterLinks label={filterLabel} options={options} current={current} onSelect={(o) => list.select(o.value)} />
          {extra}
        </div>
      ) : (
        <CategoryFilterLinks label={filterLabel} options={options} current={current} onSelect={(o) => list.select(o.value)} />
      )}
      <p role="status" className="mb-4 mt-6 min-h-6 font-medium text-base-content/80">
        {list.loading ? loadingText : describeCount(total)}
      </p>
      {list.items !== null && (
        <div aria-busy={list.loading} className={list.loading ? 'opacity-60 transition-opacity' : undefined}>
          {renderGrid(list.items)}
          <PaginationNav
            page={1}
            pageCount={pageCount}
            hrefFor={(p) => buildPageHref(localizeHref(listPath, lang), { category: current === 'all' ? null : current, ...pageParams }, p)}
            labels={paginationLabels}
          />
        </div>
      )}
    </div>
  );
}
