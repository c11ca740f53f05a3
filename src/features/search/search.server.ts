/** Full-text search over the FTS5 index of drizzle/0011_search_index.sql (kept in step by triggers). */
import type { Db } from '~/db/client';
import type { Locale } from '~/platform/i18n/config';
import { buildFtsQuery, getEditDistance, getQueryTokens, MARK_CLOSE, MARK_OPEN, renderSnippetHtml, type SearchKind } from './search-query';

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
  /** Items found per kind, whatever the kind filter. */
  counts: Record<SearchKind, number>;
  /** Items found in the kind asked for (or all kinds). */
  total: number;
  /** A corrected query when nothing was found and the index knows close words, else null. */
  suggestion: string | null;
}

export interface SearchOptions {
  q: string;
  lang: Locale;
  kind?: SearchKind | undefined;
  limit: number;
  offset: number;
}

// Weights per column: kind, item_id, locale (not searched), name, category, location, body. Names count most.
const RANK = 'bm25(search_index, 0, 0, 0, 10.0, 4.0, 3.0, 1.0)';
// The visitor's language first; English as the fallback. Each item once, by the row of its best language and rank.
const BEST_ROWS = `WITH m AS (
    SELECT rowid AS rid, kind, item_id, locale, ${RANK} AS score FROM search_index
    WHERE search_index MATCH @q AND locale IN (@lang, 'en')
  ), b AS (
    SELECT *, row_number() OVER (PARTITION BY kind, item_id ORDER BY locale <> @lang, score) AS rn FROM m
  )`;

const emptyCounts = (): Record<SearchKind, number> => ({ restaurant: 0, tour: 0, event: 0, news: 0 });

/** Searches names, categories, places and texts; an empty or punctuation-only query finds nothing. */
export function searchContent(db: Db, options: SearchOptions): SearchResult {
  const match = buildFtsQuery(options.q);
  const counts = emptyCounts();
  if (!match) return { hits: [], counts, total: 0, suggestion: null };
  const client = db.$client;
  const params = { q: match, lang: options.lang };
  const countRows = client.prepare(`${BEST_ROWS} SELECT kind, count(*) AS n FROM b WHERE rn = 1 GROUP BY kind`).all(params) as {
    kind: SearchKind;
    n: number;
  }[];
  for (const row of countRows) counts[row.kind] = row.n;
  const total = options.kind ? counts[options.kind] : Object.values(counts).reduce((a, b) => a + b, 0);
  if (total === 0) return { hits: [], counts, total, suggestion: suggestQuery(db, options.q) };
  const kindFilter = options.kind ? 'AND kind = @kind' : '';
  const rows = client
    .prepare(
      `${BEST_ROWS} SELECT rid, kind, item_id AS id, locale FROM b WHERE rn = 1 ${kindFilter} ORDER BY locale <> @lang, score, rid LIMIT @limit OFFSET @offset`,
    )
    .all({ ...params, ...(options.kind ? { kind: options.kind } : {}), limit: options.limit, offset: options.offset }) as {
    rid: number;
    kind: SearchKind;
    id: number;
    locale: string;
  }[];
  return { hits: addSnippets(db, match, rows), counts, total, suggestion: null };
}

function addSnippets(db: Db, match: string, rows: { rid: number; kind: SearchKind; id: number; locale: string }[]): SearchHit[] {
  if (rows.length === 0) return [];
  const texts = db.$client
    .prepare(
      `SELECT rowid AS rid, name, snippet(search_index, -1, @open, @close, '…', 24) AS snippet FROM search_index
       WHERE search_index MATCH @q AND rowid IN (SELECT value FROM json_each(@ids))`,
    )
    .all({ q: match, open: MARK_OPEN, close: MARK_CLOSE, ids: JSON.stringify(rows.map((r) => r.rid)) }) as { rid: number; name: string; snippet: string }[];
  const byRid = new Map(texts.map((t) => [t.rid, t]));
  return rows.map((r) => ({
    kind: r.kind,
    id: r.id,
    locale: r.locale,
    name: byRid.get(r.rid)?.name ?? '',
    snippetHtml: renderSnippetHtml(byRid.get(r.rid)?.snippet ?? ''),
  }));
}

/** Folds a word as the tokenizer does (remove_diacritics), so it compares with the index's words. */
function foldWord(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '');
}

/** "Did you mean": each word the index does not know replaced by its closest known word (same first letter, 1–2 edits). */
export function suggestQuery(db: Db, raw: string): string | null {
  const tokens = getQueryTokens(raw).map(foldWord);
  if (tokens.length === 0) return null;
  const knows = db.$client.prepare(`SELECT 1 FROM search_vocab WHERE term >= ? AND term < ? || char(1114111) LIMIT 1`);
  const near = db.$client.prepare(`SELECT term, doc FROM search_vocab WHERE term >= ? AND term < ? || char(1114111) AND abs(length(term) - ?) <= 2`);
  let changed = false;
  const words = tokens.map((token) => {
    if (knows.get(token, token)) return token;
    const first = token.slice(0, 1);
    const maxEdits = token.length <= 4 ? 1 : 2;
    let best: { term: string; distance: number; doc: number } | null = null;
    for (const row of near.all(first, first, token.length) as { term: string; doc: number }[]) {
      const distance = getEditDistance(token, row.term);
      if (distance > maxEdits) continue;
      if (!best || distance < best.distance || (distance === best.distance && row.doc > best.doc)) best = { term: row.term, distance, doc: row.doc };
    }
    if (!best) return token;
    changed = true;
    return best.term;
  });
  return changed ? words.join(' ') : null;
}
