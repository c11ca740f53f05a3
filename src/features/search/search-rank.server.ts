/**
 * bm25 ranking of the found items (issue 18), computed here because FTS5's bm25() answers 0 on this index: on a detail=column
 * index FTS5 finds a row's word instances by tokenizing the row's stored text again (fts5CsrPoslist), and a contentless index
 * has no stored text, so bm25() sees no instance of any word (columnsize is not the cause: the sizes are kept).
 * The formula is FTS5's (k1 1.2, b 0.75, the row's length over the average row length, IDF from the rows holding each word),
 * with its column weights. What it reads: the names, categories and places of the ranked rows by primary key (short texts, as
 * the ranking read before), each row's length from search_index_docsize, the totals from the index's averages record, and the
 * rows holding each word (a count over the index, kept per connection until the index changes; a one-word query needs none:
 * the same factor for every row does not change the order). Descriptions and article texts are not read: a detail=column index
 * says which columns hold a word, and a word found in none of the short texts is in the description, counted once there.
 */
import type { Db } from '~/db/client';
import { getQueryTokens, searchKinds, type SearchKind } from './search-query';
import { perIndexState, prepare } from './search-statements.server';
import { foldWord } from './snippet';

/** Weights of a word found in the name, category (cuisine), place and description, as bm25(search_index, …) would take them. */
export const COLUMN_WEIGHTS = { name: 10, category: 4, location: 2, body: 1 } as const;
/** Added to the score of a row whose name or category holds a query word: more than bm25 gives any description match. */
const NAME_OR_CATEGORY_BONUS = 1000;
const K1 = 1.2;
const B = 0.75;
/** The index's columns: kind, item_id, locale (unindexed, size 0), then name, category, location, body. */
const COLUMNS = 7;

// rowid = item id * 16 + kind * 4 + language (en 0, nl 1, other 2).
const LANGUAGE_CODES: Record<string, number> = { en: 0, nl: 1 };

/** The short indexed texts (name, category, place) of each kind in one language, as the search_source view of 0015 has them. */
const SHORT_TEXTS: Record<SearchKind, string> = {
  restaurant: `SELECT restaurant_id, name, cuisine, location FROM restaurant_translations
    WHERE restaurant_id IN (SELECT value FROM json_each(?)) AND locale = ?`,
  tour: `SELECT tour_id, name, category || ' ' || duration, location || ' ' || operator || ' ' || meeting_point
    FROM tour_translations WHERE tour_id IN (SELECT value FROM json_each(?)) AND locale = ?`,
  event: 'SELECT event_id, name, category, location FROM event_translations WHERE event_id IN (SELECT value FROM json_each(?)) AND locale = ?',
  news: `SELECT news_id, title, category, '' FROM news_translations WHERE news_id IN (SELECT value FROM json_each(?)) AND locale = ?`,
};

/** SQLite's varint (as FTS5 writes its sizes): 7 bits a byte, high bit set when more follow, the ninth byte whole. */
function readVarints(blob: Buffer): number[] {
  const values: number[] = [];
  let pos = 0;
  while (pos < blob.length) {
    let value = 0;
    let i = 0;
    for (; i < 8; i++) {
      const byte = blob[pos + i] ?? 0;
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) break;
    }
    if (i === 8) value = value * 256 + (blob[pos + 8] ?? 0);
    values.push(value);
    pos += i + 1;
  }
  return values;
}

/** Rows in the index and their average length in words (FTS5's averages record: row count, then each column's total). */
function readAverages(db: Db): { rows: number; averageLength: number } {
  const block = prepare(db, 'SELECT block FROM search_index_data WHERE id = 1').pluck().get() as Buffer | undefined;
  const [rows = 0, ...totals] = block ? readVarints(block) : [];
  const words = totals.slice(0, COLUMNS).reduce((sum, n) => sum + n, 0);
  return { rows, averageLength: rows > 0 ? words / rows : 1 };
}

/** Rows holding a word (or a word starting with it), counted once per index state. */
function countRows(db: Db, token: string, prefix: boolean): number {
  const counts = perIndexState(db, 'word-rows', () => new Map<string, number>());
  const key = `${prefix ? '*' : '='}${token}`;
  let n = counts.get(key);
  if (n === undefined) {
    n = prepare(db, 'SELECT count(*) FROM search_index WHERE search_index MATCH ?')
      .pluck()
      .get(`"${token.replaceAll('"', '""')}"${prefix ? '*' : ''}`) as number;
    counts.set(key, n);
  }
  return n;
}

/** Times each token occurs in a text, a word counting when it equals the token (or starts with it, for a prefix search). */
function countIn(text: string, tokens: string[], prefix: boolean): number[] {
  // Plain ASCII needs no Unicode folding (the slow part), only lower case.
  const words = (/^[\x20-\x7e]*$/.test(text) ? text.toLowerCase() : foldWord(text)).split(/[^\p{L}\p{N}]+/u);
  return tokens.map((t) => words.filter((w) => (prefix ? w.startsWith(t) : w === t)).length);
}

/** Each row's length in words (all columns), from search_index_docsize. */
function readLengths(db: Db, rids: number[]): Map<number, number> {
  const lengths = new Map<number, number>();
  for (const [id, sz] of prepare(db, 'SELECT id, sz FROM search_index_docsize WHERE id IN (SELECT value FROM json_each(?))')
    .raw()
    .all(JSON.stringify(rids)) as [number, Buffer][]) {
    lengths.set(
      id,
      readVarints(sz).reduce((sum, n) => sum + n, 0),
    );
  }
  return lengths;
}

/** The bm25 score of each row (higher is better; FTS5's bm25() gives the same number negated), with `nameBonus` tiered by name or category. */
export function scoreRows(db: Db, rids: number[], q: string, prefix: boolean, nameBonus = false): Map<number, number> {
  const tokens = getQueryTokens(q).map(foldWord);
  const scores = new Map<number, number>();
  if (rids.length === 0 || tokens.length === 0) return scores;
  const { rows, averageLength } = readAverages(db);
  const idf = tokens.map((t) => {
    if (tokens.length === 1) return 1;
    const n = countRows(db, t, prefix);
    const value = Math.log((0.5 + rows - n) / (0.5 + n));
    return value > 0 ? value : 1e-6;
  });
  const lengths = readLengths(db, rids);
  for (const kind of searchKinds) {
    const base = searchKinds.indexOf(kind) * 4;
    for (const [locale, code] of Object.entries(LANGUAGE_CODES)) {
      // Each item's row in one language (the one its search picked): by the translation table's primary key.
      const ids = rids.filter((rid) => rid % 16 === base + code).map((rid) => Math.floor(rid / 16));
      if (ids.length === 0) continue;
      for (const [id, name, category, location] of prepare(db, SHORT_TEXTS[kind]).raw().all(JSON.stringify(ids), locale) as [
        number,
        string,
        string,
        string,
      ][]) {
        const rid = id * 16 + base + code;
        const [inName, inCategory, inLocation] = [name, category, location].map((text) => countIn(text ?? '', tokens, prefix)) as [
          number[],
          number[],
          number[],
        ];
        const length = lengths.get(rid) ?? averageLength;
        // A word in the name or the kind's category (cuisine) puts the item above every description-only match.
        let score = nameBonus && tokens.some((_, i) => (inName[i] ?? 0) + (inCategory[i] ?? 0) > 0) ? NAME_OR_CATEGORY_BONUS : 0;
        tokens.forEach((_, i) => {
          const short = [inName[i] ?? 0, inCategory[i] ?? 0, inLocation[i] ?? 0];
          const inBody = short.some((n) => n > 0) ? 0 : 1;
          const freq =
            COLUMN_WEIGHTS.name * short[0]! + COLUMN_WEIGHTS.category * short[1]! + COLUMN_WEIGHTS.location * short[2]! + COLUMN_WEIGHTS.body * inBody;
          score += (idf[i] ?? 1) * ((freq * (K1 + 1)) / (freq + K1 * (1 - B + (B * length) / averageLength)));
        });
        scores.set(rid, score);
      }
    }
  }
  return scores;
}

/** Approved reviews of each ranked row's item (restaurants, tours and events have reviews), for ties of the score. */
export function countApprovedReviews(db: Db, rids: number[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const kind of ['restaurant', 'tour', 'event'] as const) {
    const base = searchKinds.indexOf(kind) * 4;
    const byItem = new Map<number, number[]>();
    for (const rid of rids.filter((r) => Math.floor(r / 4) % 4 === base / 4))
      byItem.set(Math.floor(rid / 16), [...(byItem.get(Math.floor(rid / 16)) ?? []), rid]);
    if (byItem.size === 0) continue;
    const sql = `SELECT place_id, count(*) FROM reviews WHERE place_kind = ? AND status = 'approved' AND place_id IN (SELECT value FROM json_each(?)) GROUP BY place_id`;
    for (const [id, n] of prepare(db, sql)
      .raw()
      .all(kind, JSON.stringify([...byItem.keys()])) as [number, number][]) {
      for (const rid of byItem.get(id) ?? []) counts.set(rid, n);
    }
  }
  return counts;
}
