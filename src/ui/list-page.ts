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

/**
 * The data for `?category=&page=` of a list at `path`, or where to send a page past the end: the
 * last page, the filter kept (302), so that the address says what is shown. An unknown category
 * shows the whole list rather than an error: it is a filter, not a page.
 */
export function loadListPage<Category extends string, Item>(
  kind: ListKind<Category, Item>,
  url: URL,
  path: string,
): { data: ListPageData<Category, Item> } | { redirect: string } {
  const all = kind.categories[0]!;
  const raw = url.searchParams.get('category');
  const category = kind.isCategory(raw) ? raw : all;
  const page = parsePageParam(url.searchParams.get('page'));
  const counts = Object.fromEntries(kind.categories.map((c) => [c, kind.count(c)])) as Record<Category, number>;
  const pageCount = getPageCount(counts[category], kind.pageSize);
  const categoryParam = category === all ? null : category;
  if (page > pageCount) return { redirect: buildPageHref(path, { category: categoryParam, ...kind.params }, pageCount) };
  const offset = (page - 1) * kind.pageSize;
  const items = kind.list({ category, limit: kind.pageSize, offset });
  return { data: { category, page, pageCount, offset, counts, items } };
}
