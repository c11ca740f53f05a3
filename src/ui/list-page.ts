/**
 * One way to load a paged list page (restaurants, tours): `?category=` picks a filter, `?page=` a
 * page. Called from the route file, since only the page may answer with a redirect before any HTML
 * streams; the page's components then receive the data as props. Runs anywhere: the content kind
 * brings its own counting and listing (the `*-data.server.ts` beside this file).
 */
import { buildPageHref, getPageCount, parsePageParam } from './pagination';

/** What a content kind lends the list loader. `categories` starts with 'all' (the unfiltered list). */
export interface ListKind<Category extends string, Item> {
  categories: readonly Category[];
  isCategory(value: unknown): value is Category;
  pageSize: number;
  count(category: Category): number;
  list(query: { category: Category; limit: number; offset: number }): Item[];
  /** Further filters of the address (e.g. { open: 'now' }), kept in the redirect like the category. */
  params?: Record<string, string | null>;
}

export interface ListPageData<Category extends string, Item> {
  category: Category;
  page: number;
  pageCount: number;
  /** Items before this page: the position of the first item, less one (ItemList numbering). */
  offset: number;
  counts: Record<Category, number>;
  items: Item[];
}

/** What a list address asks for: its data, another address to go to (302), or no page at all (404). */
export type ListPageResult<Category extends string, Item> = { data: ListPageData<Category, Item> } | { redirect: string } | { notFound: true };

/**
 * The data for `?category=&page=` of a list at `path`. A page number past the end goes to the last page, the
 * filter kept (302), so that the address says what is shown; a `?page=` that is no page number is no page (404,
 * as README says). A filter the list does not have (an unknown or repeated category, `open=soon`) goes to the
 * address without it (302): a filter, not a page, so no error, but one address per view, which is also what the
 * page cache keeps. Both are settled before anything is counted.
 */
export function loadListPage<Category extends string, Item>(kind: ListKind<Category, Item>, url: URL, path: string): ListPageResult<Category, Item> {
  const all = kind.categories[0]!;
  const page = parsePageParam(url.searchParams);
  if (page === null) return { notFound: true };
  const raw = url.searchParams.get('category');
  const category = kind.isCategory(raw) ? raw : all;
  const filters = { category: category === all ? null : category, ...kind.params };
  const spelled = (name: string, value: string | null) => JSON.stringify(url.searchParams.getAll(name)) === JSON.stringify(value === null ? [] : [value]);
  if (!Object.entries(filters).every(([name, value]) => spelled(name, value))) return { redirect: buildPageHref(path, filters, page) };
  const counts = Object.fromEntries(kind.categories.map((c) => [c, kind.count(c)])) as Record<Category, number>;
  const pageCount = getPageCount(counts[category], kind.pageSize);
  if (page > pageCount) return { redirect: buildPageHref(path, filters, pageCount) };
  const offset = (page - 1) * kind.pageSize;
  const items = kind.list({ category, limit: kind.pageSize, offset });
  return { data: { category, page, pageCount, offset, counts, items } };
}
