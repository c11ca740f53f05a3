/** Where the hero search form sends a visitor without JavaScript (GET /search?q=). Runs anywhere. */
import { z } from 'zod';
import { localizePath, type Locale } from '~/i18n';
import { routeHeroSearch, sectionListPaths } from './hero-search';

/** Any query is accepted: a missing, repeated or oversized term just counts as no term. */
const termSchema = z.string().max(200).catch('');

/** The page for a search term: the list page of a known keyword, else the home page's search box. */
export function getSearchRedirectPath(rawTerm: string | null, lang: Locale): string {
  const result = routeHeroSearch(termSchema.parse(rawTerm ?? ''), lang);
  if (result.kind === 'section') return localizePath(sectionListPaths[result.section], lang);
  return `${localizePath('/', lang)}#search`;
}

/** A 303 redirect answering GET /search in a language. */
export function createSearchRedirect(url: URL, lang: Locale): Response {
  return new Response(null, {
    status: 303,
    headers: { Location: getSearchRedirectPath(url.searchParams.get('q'), lang), 'Cache-Control': 'no-store' },
  });
}
