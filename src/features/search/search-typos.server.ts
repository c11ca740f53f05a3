/**
 * Typo-forgiving words of a query (item: "search that understands how travellers type"). The index's vocabulary (search_vocab, an
 * fts5vocab table) is read once per index state (perIndexState) and bucketed by first and second letter: any one edit of a word
 * keeps its first letter, or (an edit at the start) puts its first or second letter in the other's place, so the four buckets of
 * those letters hold every one-edit neighbour without comparing the query word with the whole vocabulary.
 */
import type { Db } from '~/db/client';
import { getQueryTokens } from './search-query';
import { perIndexState, prepare } from './search-statements.server';
import { foldWord } from './snippet';
import { getAllowedEdits, getDamerauDistance } from './typo-distance';

interface Word {
  term: string;
  doc: number;
}
interface Vocabulary {
  byFirst: Map<string, Word[]>;
  bySecond: Map<string, Word[]>;
  known: Set<string>;
}
/** Close words of one query word, closest first; its own spelling not among them. */
export interface TypoWord {
  token: string;
  /** Whether the index holds the word itself or a word starting with it. */
  known: boolean;
  variants: string[];
}

/** Close words kept per query word: enough for a slip, few enough to keep the FTS5 query cheap. */
const MAX_VARIANTS = 6;

function readVocabulary(db: Db): Vocabulary {
  return perIndexState(db, 'typo-vocabulary', () => {
    const vocabulary: Vocabulary = { byFirst: new Map(), bySecond: new Map(), known: new Set() };
    const add = (map: Map<string, Word[]>, key: string, word: Word) => {
      const list = map.get(key);
      if (list) list.push(word);
      else map.set(key, [word]);
    };
    for (const word of prepare(db, 'SELECT term, doc FROM search_vocab').all() as Word[]) {
      vocabulary.known.add(word.term);
      add(vocabulary.byFirst, word.term.slice(0, 1), word);
      add(vocabulary.bySecond, word.term.slice(1, 2), word);
    }
    return vocabulary;
  });
}

function isKnown(db: Db, vocabulary: Vocabulary, token: string): boolean {
  if (vocabulary.known.has(token)) return true;
  return Boolean(prepare(db, 'SELECT 1 FROM search_vocab WHERE term >= ? AND term < ? || char(1114111) LIMIT 1').get(token, token));
}

/** The known words within the allowed edits of `token` (not starting with it: the prefix search finds those), closest and commonest first. */
function findVariants(vocabulary: Vocabulary, token: string): string[] {
  const max = getAllowedEdits(token);
  if (max === 0) return [];
  const [first = '', second = ''] = token;
  const seen = new Set<string>();
  const found: { term: string; distance: number; doc: number }[] = [];
  for (const bucket of [vocabulary.byFirst.get(first), vocabulary.byFirst.get(second), vocabulary.bySecond.get(first), vocabulary.bySecond.get(second)]) {
    for (const word of bucket ?? []) {
      if (seen.has(word.term) || Math.abs(word.term.length - token.length) > max || word.term.startsWith(token)) continue;
      seen.add(word.term);
      const distance = getDamerauDistance(token, word.term, max);
      if (distance <= max) found.push({ term: word.term, distance, doc: word.doc });
    }
  }
  found.sort((a, b) => a.distance - b.distance || b.doc - a.doc || (a.term < b.term ? -1 : 1));
  return found.slice(0, MAX_VARIANTS).map((w) => w.term);
}

/** Each word of the query (folded: accents and case forgiven) with its close known words. */
export function findTypoWords(db: Db, raw: string): TypoWord[] {
  const tokens = getQueryTokens(raw).map(foldWord);
  if (!tokens.some((t) => getAllowedEdits(t) > 0)) return tokens.map((token) => ({ token, known: true, variants: [] }));
  const vocabulary = readVocabulary(db);
  return tokens.map((token) => ({ token, known: isKnown(db, vocabulary, token), variants: findVariants(vocabulary, token) }));
}

/** An FTS5 MATCH expression: each word as a prefix or one of its close words, all words required; null without any close word. */
export function buildTypoQuery(words: TypoWord[]): string | null {
  if (!words.some((w) => w.variants.length > 0)) return null;
  const quote = (t: string) => `"${t.replaceAll('"', '""')}"`;
  return words.map((w) => (w.variants.length ? `(${[`${quote(w.token)}*`, ...w.variants.map(quote)].join(' OR ')})` : `${quote(w.token)}*`)).join(' AND ');
}

/** The query as the visitor meant it: each unknown word replaced by its closest known word; null when no word changes. */
export function correctQuery(words: TypoWord[]): string | null {
  const corrected = words.map((w) => (!w.known && w.variants[0] ? w.variants[0] : w.token));
  return corrected.some((word, i) => word !== words[i]?.token) ? corrected.join(' ') : null;
}
