/**
 * Search at scale, for `npm run bench:scale`: the time of one search answer (searchContent, the
 * function behind /search and /api/search, in process: no HTTP around it) on a scale catalogue,
 * over a mix of queries, of one suggest answer (suggestItems, behind /api/search/suggest), and the
 * share of the database file that the full-text index takes.
 */
import path from 'node:path';
import { openDatabase, type Db } from '~/db/client';
import type { Locale } from '~/platform/i18n/config';
import { searchContent } from '~/features/search/search.server';
import { suggestItems } from '~/features/search/search-suggest.server';
import type { SearchKind } from '~/features/search/search-query';

export interface SearchCase {
  label: string;
  q: string;
  lang: Locale;
  kind?: SearchKind;
  page?: number;
}

/**
 * Words of the demo content (spread over the scale catalogue by scale-data.server.ts), and how travellers type them
 * (issue 32): a prefix, typos that find something, two words with a typo, a kind word with a place, the other language.
 */
export const SEARCH_CASES: SearchCase[] = [
  { label: 'a dish `roti`', q: 'roti', lang: 'en' },
  { label: 'a place by its first letters `Commew`', q: 'Commew', lang: 'en' },
  { label: 'two words `saoto nickerie`', q: 'saoto nickerie', lang: 'en' },
  { label: 'a word in every entry `paramaribo`', q: 'paramaribo', lang: 'en' },
  { label: 'a typo `Paramribo` (corrected: "Showing results for")', q: 'Paramribo', lang: 'en' },
  { label: 'two letters swapped `Nickreie`', q: 'Nickreie', lang: 'en' },
  { label: 'two words, one with a typo `saoto nickrie`', q: 'saoto nickrie', lang: 'en' },
  { label: 'a kind word and a place `wanica restaurant`', q: 'wanica restaurant', lang: 'en' },
  { label: 'a kind word alone `restaurants`', q: 'restaurants', lang: 'en' },
  { label: 'Dutch on /nl `pittige rondvaart`', q: 'pittige rondvaart', lang: 'nl' },
  { label: 'a Dutch word on the English site `rondvaart`', q: 'rondvaart', lang: 'en' },
  { label: 'one kind, page 3 `roti` tours', q: 'roti', lang: 'en', kind: 'tour', page: 3 },
];

/** What a visitor has typed so far into the header field, for the suggest endpoint. */
export const SUGGEST_CASES: SearchCase[] = [
  { label: 'two letters `ro`', q: 'ro', lang: 'en' },
  { label: 'a prefix `Comm`', q: 'Comm', lang: 'en' },
  { label: 'a typo `Nickreie`', q: 'Nickreie', lang: 'en' },
  { label: 'a word and a prefix `paramaribo res`', q: 'paramaribo res', lang: 'en' },
  { label: 'Dutch `oerwo`', q: 'oerwo', lang: 'nl' },
];

const LIMIT = 12;

type Answer = (db: Db, c: SearchCase) => unknown;

/** One search page's answer (12 results). */
const searchAnswer: Answer = (db, c) => searchContent(db, { q: c.q, lang: c.lang, kind: c.kind, limit: LIMIT, offset: ((c.page ?? 1) - 1) * LIMIT });
/** The suggest endpoint's answer (8 names with their thumbnails). */
const suggestAnswer: Answer = (db, c) => suggestItems(db, c.q, c.lang);

/** Runs one case once; returns milliseconds. */
function timeCase(db: Db, c: SearchCase, answer: Answer): number {
  const started = performance.now();
  answer(db, c);
  return performance.now() - started;
}

/** Times every case `rounds` times (after a warm-up), interleaved so machine noise hits all alike. */
function measureSearchCases(db: Db, rounds: number, cases: readonly SearchCase[] = SEARCH_CASES, answer: Answer = searchAnswer): Map<string, number[]> {
  const times = new Map<string, number[]>(cases.map((c) => [c.label, []]));
  for (const c of cases) for (let i = 0; i < 5; i++) timeCase(db, c, answer);
  for (let round = 0; round < rounds; round++) for (const c of cases) times.get(c.label)?.push(timeCase(db, c, answer));
  return times;
}

export interface IndexShare {
  databaseBytes: number;
  indexBytes: number;
}

/** Bytes of the whole database and of the search index's tables (the FTS5 shadow tables), from SQLite's dbstat. */
function getIndexShare(db: Db): IndexShare {
  const rows = db.$client.prepare('SELECT name, sum(pgsize) AS bytes FROM dbstat GROUP BY name').all() as { name: string; bytes: number }[];
  const databaseBytes = rows.reduce((sum, r) => sum + r.bytes, 0);
  const indexBytes = rows.filter((r) => r.name.startsWith('search_index')).reduce((sum, r) => sum + r.bytes, 0);
  return { databaseBytes, indexBytes };
}

/** Opens the scale site's database, measures, closes. */
export function benchSearch(dataDir: string, rounds: number): { times: Map<string, number[]>; suggest: Map<string, number[]>; share: IndexShare } {
  const db = openDatabase(path.join(dataDir, 'guide.db'));
  try {
    return { times: measureSearchCases(db, rounds), suggest: measureSearchCases(db, rounds, SUGGEST_CASES, suggestAnswer), share: getIndexShare(db) };
  } finally {
    db.$client.close();
  }
}
