/**
 * Full-text search over the FTS5 index of drizzle/0011_search_index.sql and 0015_search_index_compact.sql (kept in step by
 * triggers). Built to cost what one page costs, not what the catalogue holds (BENCHMARKS.md, "Search at scale"):
 * - the index is read in rowid order, newest first, and stops after SEARCH_COUNT_CAP items: counts above it are "1,000+";
 * - exact words are tried first: a common word fills those items without expanding prefixes (a prefix reads every matching
 *   word's whole list), the prefix search runs only when the exact words find fewer;
 * - one kind is taken from the window of all kinds when that holds every match (no second search);
 * - among those items: the visitor's language first, then bm25 with names weighted above descriptions (search-rank.server.ts:
 *   FTS5's own bm25() answers 0 on a contentless detail=column index), then newest; snippets are made from the stored texts
 *   for the shown page only.
 */
import type { Db } from '~/db/client';
import type { Locale } from '~/platform/i18n/config';
import { kindOf, localeOf, readHits, type SearchHit } from './search-hits.server';
import { buildFtsQuery, getQueryTokens, searchKinds, type SearchKind } from './search-query';
import { countApprovedReviews, scoreRows } from './search-rank.server';
import { prepare } from './search-statements.server';
import { readKindWords } from './kind-words';
import { buildTypoQuery, correctQuery, findTypoWords } from './search-typos.server';
import { getPairedWord } from './word-pairs';

export type { SearchHit };

export interface SearchResult {
  hits: SearchHit[];
  /** Items found per kind, whatever the kind filter (at least these when `capped`). */
  counts: Record<SearchKind, number>;
  /** Items found in the kind asked for (or all kinds); at most SEARCH_COUNT_CAP. */
  total: number;
  /** True when the search stopped at SEARCH_COUNT_CAP items: the counts are lower bounds ("1,000+"). */
  capped: boolean;
  /** "Did you mean": a corrected query that finds something, offered when nothing was found (and typos were not forgiven). */
  suggestion: string | null;
  /** The corrected query whose results are shown when the typed one found nothing ("Showing results for"), else null. */
  correctedQuery: string | null;
  /** The kind a kind word of the query narrowed the search to ("paramaribo restaurant"), else null. */
  narrowedTo: SearchKind | null;
  /** The words searched when no item holds every word of the query (the most words that find something), else null. */
  partialQuery: string | null;
}

export interface SearchOptions {
  q: string;
  lang: Locale;
  kind?: SearchKind | undefined;
  limit: number;
  offset: number;
  /** Search the words as typed, without forgiving typos ("Search instead for"). */
  exact?: boolean | undefined;
  /** Items ranked by bm25 at most (RANK_CAP unless given): suggestions show 8 names, so they rank fewer. */
  rankCap?: number | undefined;
  /** False leaves the snippets out (suggestions show names only). */
  snippets?: boolean | undefined;
}

/** Items a search reads at most (the newest); more are shown as "1,000+". */
export const SEARCH_COUNT_CAP = 1000;
/** Items ranked by bm25 at most (the newest, in the visitor's language first); the others of the window follow, newest first. */
export const RANK_CAP = 150;

// rowid = item id * 16 + kind * 4 + language (en 0, nl 1, other 2).
const LANGUAGE_CODES: Record<string, number> = { en: 0, nl: 1 };

const emptyCounts = (): Record<SearchKind, number> => ({ restaurant: 0, tour: 0, event: 0, news: 0 });

interface Window {
  /** Whether the words were searched as prefixes (the exact words found fewer than the cap). */
  prefix: boolean;
  /** Matching rowids of the visitor's language and English, newest item first. */
  rows: number[];
  counts: Record<SearchKind, number>;
  items: number;
  capped: boolean;
}

/** The newest SEARCH_COUNT_CAP matching items (of one kind, or all), read in rowid order without ranking. */
function readWindow(db: Db, match: string | null, prefix: boolean, lang: Locale, kind: SearchKind | undefined): Window {
  const kindFilter = kind ? `AND rowid / 4 % 4 = ${searchKinds.indexOf(kind)}` : '';
  // No words (a query that only names a kind): every item of the kind, newest first.
  const matchFilter = match === null ? '' : 'search_index MATCH ? AND';
  // At most two rows (languages) an item: this many rows hold more than SEARCH_COUNT_CAP items when the limit is reached.
  // Both languages are read: an item is found by the other language's text too, ranked after the visitor's (rankRows).
  const rows = prepare(db, `SELECT rowid FROM search_index WHERE ${matchFilter} rowid % 4 IN (0, ?) ${kindFilter} ORDER BY rowid DESC LIMIT ?`)
    .pluck()
    .all(...(match === null ? [] : [match]), lang === 'en' ? 1 : (LANGUAGE_CODES[lang] ?? 0), 2 * SEARCH_COUNT_CAP + 2) as number[];
  const window: Window = { prefix, rows: [], counts: emptyCounts(), items: 0, capped: false };
  let lastItem = -1;
  for (const rid of rows) {
    const item = Math.floor(rid / 4);
    if (item !== lastItem) {
      if (window.items === SEARCH_COUNT_CAP) {
        window.capped = true;
        break;
      }
      window.items++;
      window.counts[kindOf(rid)]++;
      lastItem = item;
    }
    window.rows.push(rid);
  }
  return window;
}

/** Items of one kind from a window that holds every match (not capped), without searching again. */
function windowOfKind(all: Window, kind: SearchKind): Window {
  const rows = all.rows.filter((rid) => kindOf(rid) === kind);
  return { prefix: all.prefix, rows, counts: { ...emptyCounts(), [kind]: all.counts[kind] }, items: all.counts[kind], capped: false };
}

/** Exact words first; when they find fewer than the cap, the prefix search (which finds those too). */
function findWindow(db: Db, q: string, lang: Locale, kind: SearchKind | undefined): Window | null {
  const exact = buildFtsQuery(q, false);
  const prefixed = buildFtsQuery(q);
  if (!exact || !prefixed) return kind && q.trim() === '' ? readWindow(db, null, true, lang, kind) : null;
  try {
    const window = readWindow(db, exact, false, lang, kind);
    return window.capped ? window : readWindow(db, prefixed, true, lang, kind);
  } catch (error) {
    // A word the tokenizer splits in two would be a phrase, which a detail=column index cannot answer: nothing found.
    if (error instanceof Error && /phrase queries are not supported/.test(error.message)) return null;
    throw error;
  }
}

/** Each item once: its row in the visitor's language, else English. */
function pickRows(window: Window, lang: Locale): number[] {
  const best = new Map<number, number>();
  for (const rid of window.rows) {
    const item = Math.floor(rid / 4);
    const chosen = best.get(item);
    if (chosen === undefined || (localeOf(chosen) !== lang && localeOf(rid) === lang)) best.set(item, rid);
  }
  return [...best.values()];
}

/** The visitor's language first, then bm25 (names weighted above descriptions, search-rank.server.ts), then newest. */
function rankRows(db: Db, window: Window, lang: Locale, q: string, cap: number): number[] {
  const other = (rid: number) => (localeOf(rid) === lang ? 0 : 1);
  const byAge = pickRows(window, lang).sort((a, b) => other(a) - other(b) || b - a);
  const ranked = byAge.slice(0, cap);
  const scores = scoreRows(db, ranked, q, window.prefix, true);
  const reviews = countApprovedReviews(db, ranked);
  // Scores equal to two decimals are a tie: more approved reviews first, then newer. Partners get no boost here.
  const score = (rid: number) => Math.round((scores.get(rid) ?? 0) * 100);
  ranked.sort((a, b) => other(a) - other(b) || score(b) - score(a) || (reviews.get(b) ?? 0) - (reviews.get(a) ?? 0) || b - a);
  return [...ranked, ...byAge.slice(cap)];
}

/** The rows of `window` whose items `exclude` does not hold (typo matches after the exact ones, each item once). */
function withoutItems(window: Window, exclude: Window): Window {
  const taken = new Set(exclude.rows.map((rid) => Math.floor(rid / 4)));
  const rows = window.rows.filter((rid) => !taken.has(Math.floor(rid / 4)));
  const counts = emptyCounts();
  const items = new Set<number>();
  for (const rid of rows) if (!items.has(Math.floor(rid / 4)) && items.add(Math.floor(rid / 4))) counts[kindOf(rid)]++;
  return { prefix: true, rows, counts, items: items.size, capped: window.capped };
}

const addCounts = (a: Record<SearchKind, number>, b: Record<SearchKind, number> | undefined): Record<SearchKind, number> =>
  Object.fromEntries(searchKinds.map((k) => [k, a[k] + (b?.[k] ?? 0)])) as Record<SearchKind, number>;

/** One search of the words (the kind words taken out) within `scope`, the kind they named (or all kinds). */
function searchText(db: Db, options: SearchOptions, scope: SearchKind | undefined): SearchResult {
  const none = { hits: [], counts: emptyCounts(), total: 0, capped: false, suggestion: null, correctedQuery: null, narrowedTo: null, partialQuery: null };
  const all = findWindow(db, options.q, options.lang, scope);
  if (!all) return none;
  // Typo matches are read only when they can be shown or offered: not when the exact and prefix matches fill the ranked part
  // (RANK_CAP items: typo matches would only follow them, unranked), not after "Search instead for" found something.
  const cap = options.rankCap ?? RANK_CAP;
  const words = all.items >= cap || (options.exact && all.items > 0) ? [] : findTypoWords(db, options.q);
  const typoMatch = buildTypoQuery(words);
  const typoAll = typoMatch ? withoutItems(readWindow(db, typoMatch, true, options.lang, scope), all) : null;
  const typoQ = words.flatMap((w) => [w.token, ...w.variants]).join(' ');
  if (all.items === 0 && !typoAll?.items) return none;
  // "Did you mean" only offers a query that finds something.
  if (all.items === 0 && options.exact) return { ...none, suggestion: correctQuery(words) };
  const typo = options.exact ? null : typoAll;
  const window = !options.kind ? all : all.capped ? findWindow(db, options.q, options.lang, options.kind) : windowOfKind(all, options.kind);
  const typoWindow = typo && options.kind ? windowOfKind(typo, options.kind) : typo;
  // Ranked and highlighted by the typed words and their other-language pairs (word-pairs.ts).
  const tokens = getQueryTokens(options.q);
  const pairedQ = [...tokens, ...tokens.map(getPairedWord).filter((w) => w !== null)].join(' ');
  const exactRows = window && window.items > 0 ? rankRows(db, window, options.lang, pairedQ, cap) : [];
  const typoRows = typoWindow && typoWindow.items > 0 ? rankRows(db, typoWindow, options.lang, typoQ, cap) : [];
  const page = [...exactRows, ...typoRows].slice(options.offset, options.offset + options.limit);
  const exactShown = new Set(exactRows);
  const hits = page.map((rid) => readHits(db, [rid], exactShown.has(rid) ? pairedQ : typoQ, options.snippets ?? true)[0]!);
  return {
    hits,
    counts: addCounts(all.counts, typo?.counts),
    total: (window?.items ?? 0) + (typoWindow?.items ?? 0),
    capped: all.capped || Boolean(window?.capped),
    suggestion: null,
    correctedQuery: all.items === 0 && typo ? correctQuery(words) : null,
    narrowedTo: null,
    partialQuery: null,
  };
}

/**
 * Searches names, categories, places and texts; an empty or punctuation-only query finds nothing. A kind word ("restaurants",
 * "uitgaan") narrows to its kind, alone it lists the kind. Words of 5+ letters also match known words within one edit (two from 9
 * letters), ranked after the exact and prefix matches; when only those find something the answer names the corrected query. When
 * no item holds every word, the most words that find something are searched (one word left out, else the best single word).
 */
export function searchContent(db: Db, options: SearchOptions): SearchResult {
  const { words, byCategory, ...named } = readKindWords(options.q);
  let kind = named.kind;
  const searchIn = (q: string, scope: SearchKind | null): SearchResult =>
    searchText(db, { ...options, q, kind: options.kind ?? scope ?? undefined }, scope ?? undefined);
  let first = searchIn(words.join(' '), kind);
  // A category word that finds nothing in its kind ("nature" in no tour) searches every kind as plain text.
  if (byCategory && first.total === 0) {
    kind = null;
    first = searchIn(words.join(' '), null);
  }
  const narrow = (result: SearchResult, partialQuery: string | null = null): SearchResult => ({ ...result, narrowedTo: kind, partialQuery });
  if (first.total > 0 || words.length < 2 || options.exact) return narrow(first);
  // Fewer words, most first: every query leaving one word out, then each word alone (a bounded number of searches).
  for (const size of [...new Set([words.length - 1, 1])]) {
    const subsets = size === 1 ? words.map((w) => [w]) : words.map((_, i) => words.filter((__, j) => j !== i));
    let best: { result: SearchResult; q: string } | null = null;
    for (const subset of subsets) {
      const q = subset.join(' ');
      const result = searchIn(q, kind);
      if (result.total > (best?.result.total ?? 0)) best = { result, q };
    }
    if (best) return narrow(best.result, best.q);
  }
  return narrow(first);
}
