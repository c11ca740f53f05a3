/** Page numbers of the public lists: parsing `?page=` and building page addresses. Runs anywhere. */
import { parseWholeNumber } from '~/platform/http/whole-number';

/** Items per page on the public lists. */
export const PAGE_SIZE = 24;

/**
 * The page number an address asks for: 1 without `?page=`, the number for one plain-decimal `?page=` from 1
 * (README, Security: `0x2`, `+2`, `2e0`, ` 2`, `02`, `0`, `2.0`, an empty or a repeated `page` are no page
 * numbers), null for anything else: the page then answers 404, so a list has one address per page.
 */
export function parsePageParam(params: URLSearchParams): number | null {
  const values = params.getAll('page');
  if (values.length === 0) return 1;
  return values.length === 1 ? parseWholeNumber(values[0], { min: 1 }) : null;
}

/** How many pages a number of items fills (at least 1, so an empty list is page 1 of 1). */
export function getPageCount(total: number, pageSize: number = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The address of a page of a list: the other query parameters kept, `page` dropped for page 1. */
export function buildPageHref(path: string, params: Record<string, string | null | undefined>, page: number): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
