/** Words that name a kind of content ("restaurants", "uitgaan"): they narrow a search to that kind instead of searching text. Runs anywhere. */
import { getQueryTokens, type SearchKind } from './search-query';
import { foldWord } from './snippet';

/** Each kind's words in English and Dutch, folded (lower case, no accents), singular and plural. */
export const KIND_WORDS: Record<SearchKind, readonly string[]> = {
  restaurant: ['restaurant', 'restaurants', 'eten', 'eetcafe', 'eetcafes'],
  tour: ['tour', 'tours', 'excursie', 'excursies', 'excursion', 'excursions'],
  event: ['event', 'events', 'evenement', 'evenementen', 'nightlife', 'uitgaan'],
  news: ['news', 'nieuws'],
};

const kindOfWord = new Map<string, SearchKind>(Object.entries(KIND_WORDS).flatMap(([kind, words]) => words.map((w) => [w, kind as SearchKind])));

/** The kind the query names (its first kind word) and the query's other words; null kind when it names none. */
export function readKindWords(raw: string): { kind: SearchKind | null; words: string[] } {
  const tokens = getQueryTokens(raw);
  const kind = tokens.map((t) => kindOfWord.get(foldWord(t))).find(Boolean) ?? null;
  return { kind, words: kind ? tokens.filter((t) => kindOfWord.get(foldWord(t)) !== kind) : tokens };
}
