/**
 * The browser side of ListSwap.astro (issue 21: the restaurants and tours lists without React). A
 * plain click on a link inside `[data-list-links]` (the filter links) fetches that address's own
 * server page and swaps in its `[data-list-part]` regions (the filter links and the cards with their
 * page links), so the cards are exactly the server's. The address follows (history.pushState), Back
 * and Forward show their list the same way, the polite status line `[data-list-status]` says the
 * loading text and then the new count, and focus stays on the link that was clicked (its new copy).
 * Page links navigate as usual. A failed request opens the address as a normal page. Touches the
 * document only when started.
 */

const ROOT = '[data-list-swap]';
const PART = '[data-list-part]';
const STATUS = '[data-list-status]';
const LINKS = '[data-list-links]';
/** The parts that hold the list itself (not the links): busy, and dimmed by their class, while a list loads. */
const LIST = `${PART}:not(${LINKS})`;

/** True for a plain left click: modified clicks keep their browser meaning (new tab, window, download). */
export function isPlainClick(event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The address to swap to for a link's href, or null when it leaves the list page (another path or origin). */
export function swapTarget(href: string, current: { origin: string; pathname: string; href: string }): URL | null {
  const url = new URL(href, current.href);
  if (url.origin !== current.origin || url.pathname !== current.pathname) return null;
  return url;
}

const addressOf = (url: URL | Location) => `${url.pathname}${url.search}`;

/**
 * True when this page can bring the part's islands (the cards' save hearts) to life: Astro writes its
 * island loader and each hydration directive into a page only when that page renders such an island,
 * so a list that opened empty (Open now, late at night) has neither, and swapped-in hearts would never
 * wake. The page is then opened whole instead.
 */
function canRunIslands(part: Element): boolean {
  const astro = (self as { Astro?: Record<string, unknown> }).Astro;
  return [...part.querySelectorAll('astro-island')].every((island) => customElements.get('astro-island') && astro?.[island.getAttribute('client') ?? '']);
}

/** Index of the focused element among the part's links, so its copy in the new part can take the focus. */
function focusedLinkIndex(part: Element): number {
  const active = document.activeElement;
  return active && part.contains(active) ? [...part.querySelectorAll('a')].indexOf(active as HTMLAnchorElement) : -1;
}

export function startListSwap(): void {
  const root = document.querySelector<HTMLElement>(ROOT);
  const status = root?.querySelector<HTMLElement>(STATUS);
  if (!root || !status) return;
  let shown = addressOf(location);
  let pending: AbortController | null = null;

  const swapIn = (doc: Document): boolean => {
    const parts = [...root.querySelectorAll(PART)];
    const next = [...(doc.querySelector(ROOT)?.querySelectorAll(PART) ?? [])];
    const nextStatus = doc.querySelector(`${ROOT} ${STATUS}`);
    if (next.length !== parts.length || !nextStatus || !next.every(canRunIslands)) return false;
    parts.forEach((part, i) => {
      const focused = focusedLinkIndex(part);
      const fresh = document.importNode(next[i]!, true);
      part.replaceWith(fresh);
      if (focused >= 0) fresh.querySelectorAll('a')[focused]?.focus({ preventScroll: true });
    });
    status.textContent = nextStatus.textContent;
    if (doc.title) document.title = doc.title;
    return true;
  };

  const show = async (url: URL, push: boolean): Promise<void> => {
    pending?.abort();
    const controller = new AbortController();
    pending = controller;
    const loading = status.dataset.loading;
    if (loading) status.textContent = loading;
    for (const list of root.querySelectorAll(LIST)) list.setAttribute('aria-busy', 'true');
    try {
      const res = await fetch(url, { headers: { Accept: 'text/html' }, signal: controller.signal });
      if (!res.ok) throw new Error(`${res.status} ${res.statusText}`);
      const html = await res.text();
      if (controller.signal.aborted) return;
      // A page number past the end answers with the last page's address: show that one.
      const final = new URL(res.url || url.href);
      if (!swapIn(new DOMParser().parseFromString(html, 'text/html'))) throw new Error('no list in the answer');
      if (addressOf(final) !== addressOf(location)) {
        if (push) history.pushState({ listSwap: true }, '', addressOf(final));
        else history.replaceState(history.state, '', addressOf(final));
      }
      shown = addressOf(location);
      pending = null;
    } catch (error) {
      if (controller.signal.aborted) return;
      console.warn('List request failed; opening the page instead.', error);
      location.assign(url.href);
    }
  };

  root.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(`${LINKS} a[href]`) : null;
    if (!link || !isPlainClick(event) || link.target || link.hasAttribute('download')) return;
    const url = swapTarget(link.href, location);
    if (!url) return;
    event.preventDefault();
    if (addressOf(url) !== shown || pending) void show(url, true);
  });

  window.addEventListener('popstate', () => {
    // Only the list's own addresses: a fragment link (the skip link) also adds a history entry.
    if (addressOf(location) !== shown) void show(new URL(location.href), false);
  });
}
