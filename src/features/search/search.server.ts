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
import { buildFtsQuery, getQueryTokens, renderSnippetHtml, searchKinds, type SearchKind } from './search-query';
import { scoreRows } from './search-rank.server';
import { prepare } from './search-statements.server';
import { buildTypoQuery, correctQuery, findTypoWords } from './search-typos.server';
import { makeSnippet } from './snippet';

/** One found item: its kind and id, the language of the text that matched, its name and a highlighted snippet (HTML, escaped). */
export interface SearchHit {
  kind: SearchKind;
  id: number;
  locale: string;
  name: string;
  snippetHtml: string;
}

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
}

export interface SearchOptions {
  q: string;
  lang: Locale;
  kind?: SearchKind | undefined;
  limit: number;
  offset: number;
  /** Search the words as typed, without forgiving typos ("Search instead for"). */
  exact?: boolean | undefined;
}

/** Items a search reads at most (the newest); more are shown as "1,000+". */
export const SEARCH_COUNT_CAP = 1000;
/** Items ranked by bm25 at most (the newest, in the visitor's language first); the others of the window follow, newest first. */
export const RANK_CAP = 150;

// rowid = item id * 16 + kind * 4 + language (en 0, nl 1, other 2).
const LANGUAGE_CODES: Record<string, number> = { en: 0, nl: 1 };
const kindOf = (rid: number): SearchKind => searchKinds[Math.floor(rid / 4) % 4] as SearchKind;
const localeOf = (rid: number): string => (['en', 'nl'][rid % 4] as string | undefined) ?? 'other';

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
function readWindow(db: Db, match: string, prefix: boolean, lang: Locale, kind: SearchKind | undefined): Window {
  const kindFilter = kind ? `AND rowid / 4 % 4 = ${searchKinds.indexOf(kind)}` : '';
  // At most two rows (languages) an item: this many rows hold more than SEARCH_COUNT_CAP items when the limit is reached.
  // The English site also reads Dutch rows, kept only for items written in Dutch alone (their page shows the Dutch text).
  const found = prepare(db, `SELECT rowid FROM search_index WHERE search_index MATCH ? AND rowid % 4 IN (0, ?) ${kindFilter} ORDER BY rowid DESC LIMIT ?`)
    .pluck()
    .all(match, lang === 'en' ? 1 : (LANGUAGE_CODES[lang] ?? 0), 2 * SEARCH_COUNT_CAP + 2) as number[];
  const rows = lang === 'en' ? found.filter((rid) => localeOf(rid) !== 'nl' || lacksEnglish(db, rid)) : found;
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
  if (!exact || !prefixed) return null;
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
function rankRows(db: Db, window: Window, lang: Locale, q: string): number[] {
  const other = (rid: number) => (localeOf(rid) === lang ? 0 : 1);
  const byAge = pickRows(window, lang).sort((a, b) => other(a) - other(b) || b - a);
  const ranked = byAge.slice(0, RANK_CAP);
  const scores = scoreRows(db, ranked, q, window.prefix);
  ranked.sort((a, b) => other(a) - other(b) || (scores.get(b) ?? 0) - (scores.get(a) ?? 0) || b - a);
  return [...ranked, ...byAge.slice(RANK_CAP)];
}

/** The indexed texts of one item in one language (as the search_source view of 0014 has them), by primary key. */
const TEXT_SOURCES: Record<SearchKind, string> = {
  restaurant: 'SELECT name, cuisine AS category, location, description AS body FROM restaurant_translations WHERE restaurant_id = ? AND locale = ?',
  tour: `SELECT name, category || ' ' || duration AS category, location || ' ' || operator || ' ' || meeting_point AS location,
    description || ' ' || coalesce((SELECT group_concat(value, ' ') FROM json_each(daily_itinerary)), '') AS body
    FROM tour_translations WHERE tour_id = ? AND locale = ?`,
  event: 'SELECT name, category, location, description AS body FROM event_translations WHERE event_id = ? AND locale = ?',
  news: `SELECT title AS name, category, '' AS location, excerpt || ' ' || content AS body FROM news_translations WHERE news_id = ? AND locale = ?`,
};

/** True when the English row of a hit's item has no name or no main text: the English page shows the Dutch one there. */
function lacksEnglish(db: Db, rid: number): boolean {
  const text = prepare(db, TEXT_SOURCES[kindOf(rid)]).get(Math.floor(rid / 16), 'en') as { name: string; body: string } | undefined;
  return !text || text.name.trim() === '' || text.body.trim() === '';
}

/** Names and snippets of the shown hits, from the stored texts (one primary-key read per hit). */
function readHits(db: Db, rids: number[], q: string): SearchHit[] {
  const tokens = getQueryTokens(q);
  return rids.map((rid) => {
    const kind = kindOf(rid);
    const id = Math.floor(rid / 16);
    const locale = localeOf(rid);
    const text = prepare(db, TEXT_SOURCES[kind]).get(id, locale) as { name: string; category: string; location: string; body: string } | undefined;
    const snippet = text ? makeSnippet([text.body, text.category, text.location], tokens) : '';
    return { kind, id, locale, name: text?.name ?? '', snippetHtml: renderSnippetHtml(snippet) };
  });
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

/**
 * Searches names, categories, places and texts; an empty or punctuation-only query finds nothing. Words of 5+ letters also match
 * known words within one edit (two from 9 letters), ranked after the exact and prefix matches; when only those find something the
 * answer names the corrected query.
 */
export function searchContent(db: Db, options: SearchOptions): SearchResult {
  const none = { hits: [], counts: emptyCounts(), total: 0, capped: false, suggestion: null, correctedQuery: null };
  const all = findWindow(db, options.q, options.lang, undefined);
  if (!all) return none;
  // Typo matches are read only when they can be shown or offered: not past the cap, not after "Search instead for" found something.
  const words = all.capped || (options.exact && all.items > 0) ? [] : findTypoWords(db, options.q);
  const typoMatch = buildTypoQuery(words);
  const typoAll = typoMatch ? withoutItems(readWindow(db, typoMatch, true, options.lang, undefined), all) : null;
  const typoQ = words.flatMap((w) => [w.token, ...w.variants]).join(' ');
  if (all.items === 0 && !typoAll?.items) return none;
  // "Did you mean" only offers a query that finds something.
  if (all.items === 0 && options.exact) return { ...none, suggestion: correctQuery(words) };
  const typo = options.exact ? null : typoAll;
  const window = !options.kind ? all : all.capped ? findWindow(db, options.q, options.lang, options.kind) : windowOfKind(all, options.kind);
  const typoWindow = typo && options.kind ? windowOfKind(typo, options.kind) : typo;
  const exactRows = window && window.items > 0 ? rankRows(db, window, options.lang, options.q) : [];
  const typoRows = typoWindow && typoWindow.items > 0 ? rankRows(db, typoWindow, options.lang, typoQ) : [];
  const page = [...exactRows, ...typoRows].slice(options.offset, options.offset + options.limit);
  const exactShown = new Set(exactRows);
  const hits = page.map((rid) => readHits(db, [rid], exactShown.has(rid) ? options.q : typoQ)[0]!);
  return {
    hits,
    counts: addCounts(all.counts, typo?.counts),
    total: (window?.items ?? 0) + (typoWindow?.items ?? 0),
    capped: all.capped || Boolean(window?.capped),
    suggestion: null,
    correctedQuery: all.items === 0 && typo ? correctQuery(words) : null,
  };
}
