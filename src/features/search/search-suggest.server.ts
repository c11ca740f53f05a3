/** Suggestions as a visitor types (GET /api/search/suggest): the top names of the search, with kind, page and thumbnail. */
import { z } from 'zod';
import type { Db } from '~/db/client';
import { locales, type Locale } from '~/platform/i18n/config';
import { getHitPath } from './search-links';
import { getQueryTokens, type SearchKind } from './search-query';
import { prepare } from './search-statements.server';
import { searchContent } from './search.server';

/** The query string of the suggest endpoint. */
export const suggestParamsSchema = z.object({
  q: z.string().max(100, 'q must be at most 100 characters').default(''),
  lang: z.enum(locales, { error: "lang must be 'en' or 'nl'" }).default('en'),
});

export interface Suggestion {
  kind: SearchKind;
  id: number;
  name: string;
  /** The item's page (an event: its card in the list of all events). */
  url: string;
  /** The item's main image, or null when it has none. */
  thumbnailUrl: string | null;
}

/** Suggestions answered at most. */
const SUGGEST_LIMIT = 8;
/**
 * Items ranked by bm25 for a suggestion (the search page ranks 150): 8 names are shown, and ranking is most of the answer's
 * time on a large catalogue (BENCHMARKS.md, "Search at scale"). The exact-before-typo and language order stay.
 */
const SUGGEST_RANK_CAP = 40;

const IMAGES: Record<SearchKind, string> = {
  restaurant: 'SELECT image_url FROM restaurants WHERE id = ?',
  tour: 'SELECT image_url FROM tours WHERE id = ?',
  event: 'SELECT image_url FROM events WHERE id = ?',
  news: 'SELECT image_url FROM news_articles WHERE id = ?',
};

/** The search's top items from 2 letters (same typo, kind-word and language rules); fewer letters suggest nothing. */
export function suggestItems(db: Db, q: string, lang: Locale): Suggestion[] {
  if (getQueryTokens(q).join('').length < 2) return [];
  return searchContent(db, { q, lang, limit: SUGGEST_LIMIT, offset: 0, rankCap: SUGGEST_RANK_CAP, snippets: false }).hits.map((hit) => ({
    kind: hit.kind,
    id: hit.id,
    name: hit.name,
    url: getHitPath(hit.kind, hit.id, lang),
    thumbnailUrl: (prepare(db, IMAGES[hit.kind]).pluck().get(hit.id) as string | null | undefined) ?? null,
  }));
}
