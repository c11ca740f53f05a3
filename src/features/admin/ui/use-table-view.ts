/** The search box's text and the sort of one admin table, and its rows as shown (filtered, then sorted). */
import { useState } from 'react';
import { filterRows, nextSort, sortRows, type SortDirection, type SortState, type SortValue } from './table-view';
import { useTableStrings } from './table-strings';

export interface TableView<T> {
  query: string;
  setQuery: (query: string) => void;
  sort: SortState | null;
  /** A click on a column's header: ascending, then descending. */
  sortBy: (key: string) => void;
  directionOf: (key: string) => SortDirection | null;
  /** The rows the search finds, in the chosen order. */
  shown: T[];
}

/**
 * Search and sort over the rows already loaded. `textsOf` names what the search looks in;
 * `valueOf(row, key)` is what a column sorts by. Without a sort the rows keep their loaded order.
 */
export function useTableView<T>(
  rows: readonly T[],
  textsOf: (row: T) => readonly (string | null | undefined)[],
  valueOf: (row: T, key: string) => SortValue,
): TableView<T> {
  const { lang } = useTableStrings();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<SortState | null>(null);
  return {
    query,
    setQuery,
    sort,
    sortBy: (key) => setSort((current) => nextSort(current, key)),
    directionOf: (key) => (sort?.key === key ? sort.direction : null),
    shown: sortRows(filterRows(rows, query, textsOf), sort, valueOf, lang === 'nl' ? 'nl' : 'en'),
  };
}

/** An ISO time as a number to sort by (null stays empty: last). */
export const timeValue = (iso: string | null | undefined): number | null => (iso ? Date.parse(iso) : null);
