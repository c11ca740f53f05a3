/**
 * The article text as stored: plain text, paragraphs separated by blank lines (the seed and the
 * admin form write it so). It is never HTML: pages and the admin preview print each paragraph as
 * text (escaped by Astro and React), so markup typed or stored in it shows as written. Runs anywhere.
 */

/** The paragraphs of an article text: split at blank lines, trimmed, empty ones dropped. Line breaks inside a paragraph stay. */
export function splitParagraphs(content: string): string[] {
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

/** Words a visitor reads a minute (a common average for screen reading). */
const WORDS_PER_MINUTE = 200;

/** Whole minutes to read a text, at least 1. */
export function getReadingMinutes(content: string): number {
  return Math.max(1, Math.round(countWords(content) / WORDS_PER_MINUTE));
}

/** The number of words of a text (as the reading time counts them). */
export function countWords(content: string): number {
  return content.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}
