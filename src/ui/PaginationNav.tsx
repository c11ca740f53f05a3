/**
 * Numbered page links in a labelled <nav>: plain links, so paging works without JavaScript.
 * One React component for the server render of a list page (Astro renders it, page 1 has no
 * `?page=`: pass `hrefFor={(p) => buildPageHref(path, params, p)}`) and for islands that redraw a list.
 */
import type { ReactElement } from 'react';
import type { StringKey } from '~/i18n';

export interface PaginationLabels {
  /** The nav's label, e.g. 'Pages'. */
  nav: string;
  previous: string;
  next: string;
  /** 'Page {page}' */
  page: string;
}

export interface PaginationNavProps {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  /** The address of a page (keep the other query parameters, drop `page` for page 1). */
  hrefFor: (page: number) => string;
  labels: PaginationLabels;
}

/** The labels' dictionary keys: `labels={pickNamedStrings(lang, paginationLabelKeys)}`. */
export const paginationLabelKeys = {
  nav: 'pagination.label',
  previous: 'pagination.previous',
  next: 'pagination.next',
  page: 'pagination.page',
} as const satisfies Record<keyof PaginationLabels, StringKey>;

/** The pages to show: first, last, and two on each side of the current one; null marks a gap. */
export function getPageWindow(page: number, pageCount: number): (number | null)[] {
  const out: (number | null)[] = [];
  for (let p = 1; p <= pageCount; p++) {
    if (p === 1 || p === pageCount || Math.abs(p - page) <= 2) out.push(p);
    else if (out[out.length - 1] !== null) out.push(null);
  }
  return out;
}

// min-h-11 min-w-11: 44 px tap targets (issue 21).
const item = 'btn btn-sm min-h-11 min-w-11';

/** Previous, numbered and next links; nothing when there is one page. */
export default function PaginationNav({ page, pageCount, hrefFor, labels }: PaginationNavProps): ReactElement | null {
  if (pageCount <= 1) return null;
  const label = (p: number) => labels.page.replace('{page}', String(p));
  return (
    <nav aria-label={labels.nav} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        {page > 1 && (
          <li>
            <a href={hrefFor(page - 1)} rel="prev" className={`${item} btn-ghost`}>
              <span aria-hidden="true">‹ </span>
              {labels.previous}
            </a>
          </li>
        )}
        {getPageWindow(page, pageCount).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1">
              …
            </li>
          ) : (
            <li key={p}>
              <a
                href={hrefFor(p)}
                aria-label={label(p)}
                aria-current={p === page ? 'page' : undefined}
                className={`${item} ${p === page ? 'btn-primary' : 'btn-ghost'}`}
              >
                {p}
              </a>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <a href={hrefFor(page + 1)} rel="next" className={`${item} btn-ghost`}>
              {labels.next}
              <span aria-hidden="true"> ›</span>
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
