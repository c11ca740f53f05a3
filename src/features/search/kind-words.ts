/** Words that name a kind of content ("restaurants", "uitgaan"): they narrow a search to that kind instead of searching text. Runs anywhere. */
import { getQueryTokens, type SearchKind } from './search-query';
import { foldWord } from './snippet';

/** Each kind's words in English and Dutch, folded (lower case, no accents), singular and plural. */
const KIND_WORDS: Record<SearchKind, readonly string[]> = {
  restaurant: ['restaurant', 'restaurants', 'eten', 'eetcafe', 'eetcafes'],
  tour: ['tour', 'tours', 'excursie', 'excursies', 'excursion', 'excursions'],
  event: ['event', 'events', 'evenement', 'evenementen', 'nightlife', 'uitgaan'],
  news: ['news', 'nieuws'],
};

/**
 * Category names of each kind, from the list pages' filters (restaurants/filters.ts, tours/filters.ts) and the events' and news'
 * badges, in both languages: they narrow to the kind and stay search words (a category is text of the item's category field).
 */
const CATEGORY_WORDS: Record<SearchKind, readonly string[]> = {
  restaurant: ['creole', 'creools', 'international', 'internationaal', 'streetfood'],
  tour: ['adventure', 'avontuur', 'cultural', 'cultureel', 'nature', 'natuur', 'hiking', 'cruise'],
  event: ['club', 'music', 'muziek', 'concert', 'festival'],
  news: ['culture', 'cultuur', 'travel', 'reizen'],
};

const kindOfCategory = new Map<string, SearchKind>(Object.entries(CATEGORY_WORDS).flatMap(([kind, words]) => words.map((w) => [w, kind as SearchKind])));

const kindOfWord = new Map<string, SearchKind>(Object.entries(KIND_WORDS).flatMap(([kind, words]) => words.map((w) => [w, kind as SearchKind])));

/**
 * The kind the query names (its first kind word, else its first category word) and the words left to search: a kind word is
 * taken out, a category word stays. `byCategory` says the kind came from a category word.
 */
export function readKindWords(raw: string): { kind: SearchKind | null; words: string[]; byCategory: boolean } {
  const tokens = getQueryTokens(raw);
  const kind = tokens.map((t) => kindOfWord.get(foldWord(t))).find(Boolean) ?? null;
  if (kind) return { kind, words: tokens.filter((t) => kindOfWord.get(foldWord(t)) !== kind), byCategory: false };
  const category = tokens.map((t) => kindOfCategory.get(foldWord(t))).find(Boolean) ?? null;
  return { kind: category, words: tokens, byCategory: category !== null };
}
