/** Keyword routing of the hero search (spec section 5). Runs anywhere. */
import type { Locale } from '~/platform/i18n/config';

/** The home page sections a search can lead to, by their element id. */
export type SearchSection = 'restaurants' | 'tours' | 'nightlife' | 'news';

/** The spec's keywords, checked in this order on the lower-cased term ("contains"). */
const englishKeywords: [SearchSection, string[]][] = [
  ['restaurants', ['restaurant', 'food', 'eat', 'roti']],
  ['tours', ['tour', 'adventure', 'explore', 'amazon']],
  ['nightlife', ['event', 'night', 'party', 'kaseko']],
  ['news', ['news', 'article', 'latest']],
];

/** Dutch words that mean the same, tried after the spec's words on Dutch pages only, so English behaves exactly as specified. */
const dutchKeywords: [SearchSection, string[]][] = [
  ['restaurants', ['eten']],
  ['tours', ['avontuur', 'ontdek']],
  ['nightlife', ['evenement', 'feest', 'uitgaan', 'nacht']],
  ['news', ['nieuws', 'artikel', 'laatste']],
];

/** Where a list page shows the same things as a home section (used when JavaScript is off). */
export const sectionListPaths: Record<SearchSection, string> = {
  restaurants: '/restaurants',
  tours: '/tours',
  nightlife: '/events',
  news: '/news',
};

export type HeroSearchResult = { kind: 'empty' } | { kind: 'section'; section: SearchSection } | { kind: 'unknown'; term: string };

/** Decides what a hero search does: ask for a term, go to a section, or report the unknown term. */
export function routeHeroSearch(raw: string | null | undefined, lang: Locale = 'en'): HeroSearchResult {
  const term = (raw ?? '').trim();
  if (!term) return { kind: 'empty' };
  const lower = term.toLowerCase();
  const tables = lang === 'nl' ? [englishKeywords, dutchKeywords] : [englishKeywords];
  for (const table of tables) {
    for (const [section, words] of table) {
      if (words.some((w) => lower.includes(w))) return { kind: 'section', section };
    }
  }
  return { kind: 'unknown', term };
}
