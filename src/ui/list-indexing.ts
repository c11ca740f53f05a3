/**
 * The one indexing rule of the list pages (README, "Indexing of list pages"), for restaurants, tours, events, a
 * place's reviews and search alike. Every view names its own address as canonical, built from what the page
 * understood (its filters in a fixed order, then `page`, page 1 without it), never from the address as typed. A view
 * is indexed when it shows a lasting part of the catalogue: the list, a category, every event (`?when=all`), any page
 * of them. It is noindex when what it shows depends on the moment or on what a visitor typed (`?open=now`,
 * `?when=tonight`, `?when=weekend`, `?q=`), or when it shows nothing, except a menu section's own page, which is
 * indexed even when empty. Runs anywhere.
 */
import { buildPageHref } from './pagination';

type Params = Record<string, string | null | undefined>;

export interface ListView {
  /** Filters that pick a lasting part of the catalogue (`category`, `when=all`): kept in the canonical, indexed. */
  filters?: Params;
  /** Filters whose answer changes with the clock or comes from typing (`open=now`, `when=tonight`, `q`): noindex. */
  momentary?: Params;
  page: number;
  /** How many items the view holds in all, every page together. */
  total: number;
  /** The page of a menu section (/restaurants, /tours, /events): indexed when its plain address is empty too. */
  section?: boolean;
}

export interface ListIndexing {
  /** The canonical address's query ('?category=nature&page=2', or ''). */
  query: string;
  noindex: boolean;
}

/** The canonical query and the robots rule of a list view. */
export function getListIndexing({ filters = {}, momentary = {}, page, total, section = false }: ListView): ListIndexing {
  const given = (params: Params) => Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1]));
  const kept = [...given(filters), ...given(momentary)];
  const plain = kept.length === 0 && page === 1;
  return {
    query: buildPageHref('', Object.fromEntries(kept), page),
    noindex: given(momentary).length > 0 || (total === 0 && !(section && plain)),
  };
}
