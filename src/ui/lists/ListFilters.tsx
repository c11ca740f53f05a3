/**
 * The filters of the restaurants and tours lists, a React island (`client:interaction`): the category
 * links, Open now (restaurants) and the polite status line with the count. Its server HTML is the
 * page without JavaScript: plain links that navigate. Once React runs, a plain click on a filter or on
 * a page link of the list fetches that view's own server page (list-fetch.ts) and swaps in its list
 * region (`#listId`: the cards, server-rendered React components whose save hearts are islands of their
 * own, and the page links), so the cards are always the server's. The address follows, Back and
 * Forward show their view the same way, the status line (the same element throughout, so each change
 * is announced) says the loading text and then the new count, and focus stays on the chosen filter
 * (or, after a page link, moves to the new page of cards). A failed request opens the page normally.
 */
import { useEffect, useRef, useState, type MouseEvent, type ReactElement } from 'react';
import CategoryFilterLinks from '~/ui/CategoryFilterLinks';
import { addressOf, buildViewHref, fetchList, isPlainClick, readView, swapTarget, type ListView } from './list-fetch';

export interface ListFiltersProps {
  /** The list page's path in the page's language, e.g. '/nl/restaurants'. */
  path: string;
  /** The category nav's accessible name and its options (values and link texts). */
  label: string;
  options: readonly { value: string; label: string }[];
  /** The view the server rendered. */
  view: ListView;
  /** The Open now filter (restaurants only): its nav's accessible name and link text. */
  openNow?: { label: string; text: string };
  /** The status line as rendered (the count), and its text while a view loads. */
  status: string;
  loading: string;
  /** The id of the list region (cards and page links) that a view swaps. */
  listId: string;
}

const PILL = 'btn btn-sm min-h-11 rounded-full border-base-300 bg-base-100';

/** The filter bar and status line; with React running, it updates the list in place. */
export default function ListFilters({ path, label, options, view: first, openNow, status: firstStatus, loading, listId }: ListFiltersProps): ReactElement {
  const [view, setView] = useState(first);
  const [status, setStatus] = useState(firstStatus);
  const statusLine = useRef<HTMLParagraphElement>(null);
  // The address whose list is on screen, and the request under way: refs, so the window's listeners read them fresh.
  const shown = useRef('');
  const pending = useRef<AbortController | null>(null);

  const show = async (url: URL, push: boolean, focusList: boolean): Promise<void> => {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setStatus(loading);
    document.getElementById(listId)?.setAttribute('aria-busy', 'true');
    try {
      const next = await fetchList(url, listId, controller.signal);
      if (controller.signal.aborted) return;
      document.getElementById(listId)?.replaceWith(next.list);
      setStatus(next.status);
      setView(
        readView(
          next.url,
          options.map((o) => o.value),
        ),
      );
      if (next.title) document.title = next.title;
      if (addressOf(next.url) !== addressOf(location)) {
        if (push) history.pushState(null, '', addressOf(next.url));
        else history.replaceState(history.state, '', addressOf(next.url));
      }
      shown.current = addressOf(location);
      pending.current = null;
      if (focusList) {
        // A page link is gone with the old page: the new page of cards takes the focus, seen from its status line.
        next.list.tabIndex = -1;
        next.list.focus({ preventScroll: true });
        statusLine.current?.scrollIntoView({ block: 'start' });
      }
    } catch (error) {
      if (controller.signal.aborted) return;
      console.warn('List request failed; opening the page instead.', error);
      location.assign(url.href);
    }
  };
  // The listeners below are added once; they call the latest `show` (the same code, with this render's props).
  const showRef = useRef(show);
  showRef.current = show;

  useEffect(() => {
    shown.current = addressOf(location);
    const onPopState = (): void => {
      // Only the list's own addresses: a fragment link (the skip link) also adds a history entry.
      if (addressOf(location) !== shown.current) void showRef.current(new URL(location.href), false, false);
    };
    const onPageLink = (event: globalThis.MouseEvent): void => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(`[id="${listId}"] a[href]`) : null;
      if (!link || !isPlainClick(event) || link.target || link.hasAttribute('download')) return;
      // Cards link to detail pages (another path): only the list's own pages are shown in place.
      const url = swapTarget(link.href, location);
      if (!url) return;
      event.preventDefault();
      void showRef.current(url, true, true);
    };
    addEventListener('popstate', onPopState);
    document.addEventListener('click', onPageLink);
    return () => {
      removeEventListener('popstate', onPopState);
      document.removeEventListener('click', onPageLink);
    };
  }, [listId]);

  const choose = (next: ListView): void => {
    const url = new URL(buildViewHref(path, next), location.href);
    if (addressOf(url) !== shown.current || pending.current) void show(url, true, false);
  };
  const onOpenNow = (event: MouseEvent<HTMLAnchorElement>): void => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    choose({ category: view.category, open: !view.open });
  };

  const filters = options.map((o) => ({ ...o, href: buildViewHref(path, { category: o.value, open: view.open }) }));
  return (
    <>
      <div className={openNow ? 'flex flex-wrap items-start gap-2' : undefined}>
        <CategoryFilterLinks label={label} options={filters} current={view.category} onSelect={(o) => choose({ category: o.value, open: view.open })} />
        {openNow && (
          <nav aria-label={openNow.label}>
            <a
              href={buildViewHref(path, { category: view.category, open: !view.open })}
              aria-current={view.open ? 'true' : undefined}
              data-open-filter=""
              onClick={onOpenNow}
              className={`${PILL} aria-[current=true]:border-primary aria-[current=true]:bg-primary aria-[current=true]:text-primary-content`}
            >
              <span aria-hidden="true" className="inline-grid h-4 w-4 place-items-center rounded border border-current text-xs leading-none">
                {view.open ? '✓' : ''}
              </span>
              {openNow.text}
            </a>
          </nav>
        )}
      </div>
      <p ref={statusLine} role="status" className="mb-4 mt-6 min-h-6 font-medium text-base-content/80" data-list-status="">
        {status}
      </p>
    </>
  );
}
