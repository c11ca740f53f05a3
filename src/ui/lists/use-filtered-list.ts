/**
 * "Filter links enhanced to fetch JSON": a hook for list islands (restaurants, tours). A filter
 * click updates the address with history.pushState and fetches the list from the public API;
 * Back and Forward fetch again. If a fetch fails, the browser simply opens the filter's page, so
 * the visitor never sees a stale or broken list.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export interface FilteredListOptions {
  initialCategory: string;
  /** The API address of the first page of a category. */
  apiUrl: (category: string) => string;
  /** The page address of a category, for the address bar and the no-fetch fallback. */
  pageHref: (category: string) => string;
  /** The category an address shows (for Back/Forward). */
  readCategory: (url: URL) => string;
  /** The id of the server-rendered list outside the island, hidden once a fetched list replaces it. */
  serverListId: string;
}

export interface FilteredList<T> {
  category: string;
  /** Null until the first fetch: the server-rendered list (serverListId) is still showing. */
  items: T[] | null;
  /** True when the API said there is a next page. */
  hasMore: boolean;
  loading: boolean;
  /** The server clock when the fetched list was read (its X-Server-Time header), for lines that depend on the time. */
  serverTime: string | null;
  select: (category: string) => void;
}

/** State and actions of a list whose filter links fetch instead of reloading. */
export function useFilteredList<T>({ initialCategory, apiUrl, pageHref, readCategory, serverListId }: FilteredListOptions): FilteredList<T> {
  const [category, setCategory] = useState(initialCategory);
  const [items, setItems] = useState<T[] | null>(null);
  const [hasMore, setHasMore] = useState(false);
  const [loading, setLoading] = useState(false);
  const [serverTime, setServerTime] = useState<string | null>(null);
  const pending = useRef<AbortController | null>(null);

  const load = useCallback(
    async (next: string) => {
      pending.current?.abort();
      const controller = new AbortController();
      pending.current = controller;
      setCategory(next);
      setLoading(true);
      try {
        const res = await fetch(apiUrl(next), { headers: { Accept: 'application/json' }, signal: controller.signal });
        if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
        const data = (await res.json()) as T[];
        if (controller.signal.aborted) return;
        setItems(data);
        setServerTime(res.headers.get('X-Server-Time'));
        setHasMore(res.headers.has('X-Next-Cursor'));
        setLoading(false);
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error('List request failed; opening the page instead.', error);
        window.location.assign(pageHref(next));
      }
    },
    [apiUrl, pageHref],
  );

  const select = useCallback(
    (next: string) => {
      const href = pageHref(next);
      if (`${location.pathname}${location.search}` !== href) history.pushState({ category: next }, '', href);
      void load(next);
    },
    [load, pageHref],
  );

  useEffect(() => {
    const onPop = () => {
      const url = new URL(location.href);
      // Later pages come from the server only; reload them rather than show page 1 under their address.
      if (url.searchParams.has('page')) return location.reload();
      void load(readCategory(url));
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [load, readCategory]);

  // The server's cards live outside the island, so the island's HTML (which Astro hashes and
  // serializes on every render) stays small; the fetched list takes their place.
  const showingFetched = items !== null;
  useEffect(() => {
    const serverList = document.getElementById(serverListId);
    if (serverList) serverList.hidden = showingFetched;
  }, [serverListId, showingFetched]);

  return { category, items, hasMore, loading, serverTime, select };
}
