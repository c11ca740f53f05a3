/** Page numbers of the public lists: parsing `?page=` and building page addresses. Runs anywhere. */
import { parseWholeNumber } from '~/platform/http/whole-number';

/** Items per page on the public lists. */
export const PAGE_SIZE = 24;

/** The page number of a `?page=` value: a whole number from 1, else 1. */
export function parsePageParam(value: string | null | undefined): number {
  return parseWholeNumber(value, { min: 1, max: 999_999 }) ?? 1;
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
