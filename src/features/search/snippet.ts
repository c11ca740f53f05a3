/**
 * Snippets of search results, made from the stored text of the shown hits only (the index is contentless, so SQLite's snippet()
 * has no text to cut). Runs anywhere.
 */
import { MARK_CLOSE, MARK_OPEN } from './search-query';

/** Words a snippet shows. */
const SNIPPET_WORDS = 24;
/** Words shown before the first match. */
const WORDS_BEFORE = 6;

/** Folds a word as the index's tokenizer does (lower case, diacritics removed), so it compares with what a visitor typed. */
export function foldWord(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * A short passage of the first text that holds a query word (each word of the text matches when it starts with a query word,
 * as the index's prefix search does), the matched words between MARK_OPEN and MARK_CLOSE, '…' where text was cut.
 * Without a match: the start of the first non-empty text.
 */
export function makeSnippet(texts: readonly string[], tokens: readonly string[]): string {
  const folded = tokens.map(foldWord);
  const matches = (word: string) => {
    const f = foldWord(word);
    return folded.some((t) => f.startsWith(t));
  };
  const candidates = texts.filter((t) => t.trim() !== '');
  const text = candidates.find((t) => (t.match(/[\p{L}\p{N}\p{M}]+/gu) ?? []).some(matches)) ?? candidates[0] ?? '';
  const words = [...text.matchAll(/[\p{L}\p{N}\p{M}]+/gu)];
  if (words.length === 0) return text.slice(0, 200);
  const first = Math.max(
    0,
    words.findIndex((w) => matches(w[0])),
  );
  const start = Math.max(0, Math.min(first - WORDS_BEFORE, words.length - SNIPPET_WORDS));
  const end = Math.min(words.length, start + SNIPPET_WORDS);
  let out = start > 0 ? '…' : '';
  let at = start > 0 ? (words[start]?.index ?? 0) : 0;
  for (let i = start; i < end; i++) {
    const w = words[i] as RegExpMatchArray;
    const index = w.index ?? 0;
    out += text.slice(at, index);
    out += matches(w[0]) ? `${MARK_OPEN}${w[0]}${MARK_CLOSE}` : w[0];
    at = index + w[0].length;
  }
  if (end < words.length) return `${out}…`;
  return out + text.slice(at);
}
