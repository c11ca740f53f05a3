/** Search and sort of an admin list on the rows already loaded (client-side). Runs anywhere. */

export type SortDirection = 'ascending' | 'descending';
export interface SortState {
  /** The column's key. */
  key: string;
  direction: SortDirection;
}
export type SortValue = string | number | boolean | null | undefined;

/** Lower case without accents and surrounding spaces, so 'Café' is found by 'cafe'. */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The rows where every word of the query occurs in one of the row's texts (all rows for an empty query), in their order. */
export function filterRows<T>(rows: readonly T[], query: string, textsOf: (row: T) => readonly (string | null | undefined)[]): T[] {
  const words = normalizeSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter((row) => {
    const haystack = normalizeSearch(textsOf(row).filter(Boolean).join(' \u0000 '));
    return words.every((w) => haystack.includes(w));
  });
}

/** Compares two cell values: empty ones last, numbers by size, text in the admin's language (numeric parts as numbers). */
function compareValues(a: SortValue, b: SortValue, collator: Intl.Collator): number {
  const emptyA = a === null || a === undefined || a === '';
  const emptyB = b === null || b === undefined || b === '';
  if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(b) - Number(a);
  return collator.compare(String(a), String(b));
}

/** The rows sorted by one column (a stable sort: equal rows keep their loaded order); the loaded order without a sort. */
export function sortRows<T>(rows: readonly T[], sort: SortState | null, valueOf: (row: T, key: string) => SortValue, locale = 'en'): T[] {
  if (!sort) return [...rows];
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row, sort.key) }))
    .sort((x, y) => {
      const bothPresent = ![x.value, y.value].some((v) => v === null || v === undefined || v === '');
      const order = compareValues(x.value, y.value, collator);
      // Empty values stay last in both directions.
      return (bothPresent ? sign * order : order) || x.index - y.index;
    })
    .map(({ row }) => row);
}

/** The sort after a click on a column's header: ascending first, then descending, then back to ascending. */
export function nextSort(current: SortState | null, key: string): SortState {
  if (current?.key === key) return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { key, direction: 'ascending' };
}
