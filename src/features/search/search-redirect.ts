/** Where the hero search form sends a visitor without JavaScript (GET /search?q=&from=hero). Runs anywhere. */
import { z } from 'zod';
import { localizePath, type Locale } from '~/i18n';
import { routeHeroSearch, sectionListPaths } from './hero-search';

/** Any query is accepted: a missing, repeated or oversized term just counts as no term. */
const termSchema = z.string().max(200).catch('');

/** The list page of a known hero keyword, the home page's search box for an empty term, or null: search for it. */
export function getSearchRedirectPath(rawTerm: string | null, lang: Locale): string | null {
  const result = routeHeroSearch(termSchema.parse(rawTerm ?? ''), lang);
  if (result.kind === 'section') return localizePath(sectionListPaths[result.section], lang);
  if (result.kind === 'empty') return `${localizePath('/', lang)}#search`;
  return null;
}

/** A 303 redirect for the hero form without JavaScript (from=hero), or null when the search page should answer. */
export function createSearchRedirect(url: URL, lang: Locale): Response | null {
  if (url.searchParams.get('from') !== 'hero') return null;
  const location = getSearchRedirectPath(url.searchParams.get('q'), lang);
  if (!location) return null;
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
}
