/**
 * "Did you mean" when nothing is found. The index's words of one first letter with their document counts (fts5vocab) cost a walk
 * through every one of their lists (about 20 ms at 50,000 entries): they are kept per connection and first letter until the index
 * changes (perIndexState).
 */
import type { Db } from '~/db/client';
import { getEditDistance, getQueryTokens } from './search-query';
import { perIndexState, prepare } from './search-statements.server';
import { foldWord } from './snippet';

type Vocabulary = { term: string; doc: number }[];

/** The index's words starting with `first` and the number of rows holding each, as of the index's current state. */
function wordsStartingWith(db: Db, first: string): Vocabulary {
  const byLetter = perIndexState(db, 'vocabulary', () => new Map<string, Vocabulary>());
  let words = byLetter.get(first);
  if (!words) {
    words = prepare(db, `SELECT term, doc FROM search_vocab WHERE term >= ? AND term < ? || char(1114111)`).all(first, first) as Vocabulary;
    byLetter.set(first, words);
  }
  return words;
}

/** Each word the index does not know replaced by its closest known word (same first letter, 1–2 edits). */
export function suggestQuery(db: Db, raw: string): string | null {
  const tokens = getQueryTokens(raw).map(foldWord);
  if (tokens.length === 0) return null;
  const knows = prepare(db, `SELECT 1 FROM search_vocab WHERE term >= ? AND term < ? || char(1114111) LIMIT 1`);
  let changed = false;
  const words = tokens.map((token) => {
    if (knows.get(token, token)) return token;
    const maxEdits = token.length <= 4 ? 1 : 2;
    let best: { term: string; distance: number; doc: number } | null = null;
    for (const row of wordsStartingWith(db, token.slice(0, 1))) {
      if (Math.abs(row.term.length - token.length) > 2) continue;
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
