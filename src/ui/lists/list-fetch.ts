/**
 * The browser side of the list filters island (ListFilters.tsx): which clicks it takes over, and how
 * it reads another view of the list from that view's own server page, so the cards it swaps in are
 * exactly the server's (React components rendered by Astro, with their save hearts as islands).
 */
import { buildPageHref } from '~/ui/pagination';

/** A view of a list: its category ('all' for none) and, on the restaurants list, Open now. */
export interface ListView {
  category: string;
  open: boolean;
}

/** What the island takes from a fetched list page. */
export interface FetchedList {
  /** The list region (cards and page links), adopted into this document. */
  list: HTMLElement;
  /** The polite status line's text (the count). */
  status: string;
  title: string;
  /** The address that answered (a page past the end answers with the last page's). */
  url: URL;
}

/** True for a plain left click: modified clicks keep their browser meaning (new tab, window, download). */
export function isPlainClick(event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The address to show in place for a link's href, or null when it leaves the list page (another path or origin). */
export function swapTarget(href: string, current: { origin: string; pathname: string; href: string }): URL | null {
  const url = new URL(href, current.href);
  if (url.origin !== current.origin || url.pathname !== current.pathname) return null;
  return url;
}

/** The address of a list page as the island compares it: path and query. */
export const addressOf = (url: URL | Location): string => `${url.pathname}${url.search}`;

/** The first page of a view: the server's own links, in the same parameter order. */
export function buildViewHref(path: string, view: ListView): string {
  return buildPageHref(path, { category: view.category === 'all' ? null : view.category, open: view.open ? 'now' : null }, 1);
}

/** The view an address shows; a category the list does not have reads as 'all' (the server redirects it there). */
export function readView(url: URL, categories: readonly string[]): ListView {
  const category = url.searchParams.get('category') ?? 'all';
  return { category: categories.includes(category) ? category : 'all', open: url.searchParams.get('open') === 'now' };
}

/**
 * True when this page can bring the part's islands (the cards' save hearts) to life: Astro writes each
 * hydration directive into a page only when that page renders an island using it, so a list that
 * opened empty (Open now, late at night) lacks the hearts' directive, and swapped-in hearts would never
 * wake. The page is then opened whole instead.
 */
function canRunIslands(part: Element): boolean {
  const astro = (self as { Astro?: Record<string, unknown> }).Astro;
  return [...part.querySelectorAll('astro-island')].every((island) => customElements.get('astro-island') && astro?.[island.getAttribute('client') ?? '']);
}

/** Fetches a view's page and takes its list region `#listId` and status line; throws when it has none, or islands this page cannot run. */
export async function fetchList(url: URL, listId: string, signal: AbortSignal): Promise<FetchedList> {
  const res = await fetch(url, { headers: { Accept: 'text/html' }, signal });
  if (!res.ok) throw new Error(`${res.status} ${res.statusText}`);
  const doc = new DOMParser().parseFromString(await res.text(), 'text/html');
  const list = doc.getElementById(listId);
  const status = doc.querySelector('[data-list-status]');
  if (!list || !status || !canRunIslands(list)) throw new Error('no list this page can show in the answer');
  return { list: document.importNode(list, true), status: status.textContent ?? '', title: doc.title, url: new URL(res.url || url.href) };
}
