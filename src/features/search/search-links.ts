/** Where a search hit leads, and the links of the search page. Runs anywhere. */
import { localizePath, type Locale } from '~/i18n';
import type { SearchKind } from './search-query';

/** The page of a found item: its detail or article page; an event (no page of its own) is its card in the events page's
 * 'All' list (the default view shows the next 7 days only). */
export function getHitPath(kind: SearchKind, id: number, lang: Locale): string {
  const paths: Record<SearchKind, string> = {
    restaurant: `/restaurant/${id}`,
    tour: `/tour/${id}`,
    event: `/events?when=all#event-${id}`,
    news: `/news/${id}`,
  };
  return localizePath(paths[kind], lang);
}

/** The search page for a query, with an optional kind filter; `exact` searches the words as typed (no typo forgiven). */
export function getSearchHref(q: string, lang: Locale, kind?: SearchKind, exact = false): string {
  const params = new URLSearchParams({ q });
  if (kind) params.set('kind', kind);
  if (exact) params.set('exact', '1');
  return `${localizePath('/search', lang)}?${params.toString()}`;
}
