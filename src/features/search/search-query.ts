/** Turning what a visitor types into a safe FTS5 query, and the pure helpers of search results. Runs anywhere. */
import { z } from 'zod';
import { wholeNumberSchema } from '~/platform/http/whole-number-schema';
import { locales } from '~/platform/i18n/config';
import { getPairedWord } from './word-pairs';

/** The kinds the search index holds, in the order the results page groups them. */
export const searchKinds = ['restaurant', 'tour', 'event', 'news'] as const;
export type SearchKind = (typeof searchKinds)[number];

/** Most words a query keeps, and longest word: longer input is cut, never refused. */
const MAX_TOKENS = 8;
const MAX_TOKEN_LENGTH = 40;

/** Marks that snippet() puts around matched words: private-use characters no stored text contains, replaced after escaping. */
export const MARK_OPEN = '\uE000';
export const MARK_CLOSE = '\uE001';

/** The words of a query: runs of letters and digits, lower-cased; everything else (quotes, stars, brackets, SQL) separates words. */
export function getQueryTokens(raw: string): string[] {
  const words = raw.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.slice(0, MAX_TOKENS).map((w) => w.slice(0, MAX_TOKEN_LENGTH));
}

/**
 * An FTS5 MATCH expression: each word (or it and its other-language pair) quoted, all required. Unless `prefix` is false the
 * last word is also a prefix ("paramar"*): the one a visitor may still be typing, as in Meilisearch. The words before it are
 * finished; as prefixes they would cost FTS5 a merge of every matching word's whole list (five times the time of the query
 * with one prefix at 50,000 entries, BENCHMARKS.md "Search at scale").
 * Quoting makes NEAR, OR, AND, NOT and column names plain words; null when nothing searchable is left.
 */
export function buildFtsQuery(raw: string, prefix = true): string | null {
  const tokens = getQueryTokens(raw);
  if (tokens.length === 0) return null;
  const quote = (t: string, star: boolean) => `"${t.replaceAll('"', '""')}"${star ? '*' : ''}`;
  // A word with an English or Dutch pair (word-pairs.ts) matches either. AND is spelled out: FTS5 takes no implicit AND before a group.
  return tokens
    .map((t, i) => {
      const star = prefix && i === tokens.length - 1;
      const pair = getPairedWord(t);
      return pair ? `(${quote(t, star)} OR ${quote(pair, star)})` : quote(t, star);
    })
    .join(' AND ');
}

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** A snippet as HTML: the text escaped, then the matched words wrapped in <mark>. */
export function renderSnippetHtml(snippet: string): string {
  const escaped = snippet.replace(/[&<>"']/g, (ch) => htmlEscapes[ch] ?? ch);
  return escaped.replaceAll(MARK_OPEN, '<mark>').replaceAll(MARK_CLOSE, '</mark>');
}

/** The query string of GET /api/search and the search page; one schema for both. */
export const searchParamsSchema = z.object({
  q: z.string().max(500, 'q must be at most 500 characters').default(''),
  lang: z.enum(locales, { error: "lang must be 'en' or 'nl'" }).default('en'),
  kind: z.enum(searchKinds, { error: `kind must be one of ${searchKinds.join(', ')}` }).optional(),
  limit: wholeNumberSchema('limit must be a whole number from 1 to 50', { min: 1, max: 50 }).default(12),
  page: wholeNumberSchema('page must be a whole number from 1 to 1000', { min: 1, max: 1000 }).default(1),
  /** "1": the words as typed, without forgiving typos (the "Search instead for" link). */
  exact: z.enum(['1'], { error: "exact must be '1'" }).optional(),
});
export type SearchParams = z.output<typeof searchParamsSchema>;
