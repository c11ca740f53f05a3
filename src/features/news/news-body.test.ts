import { describe, expect, it } from 'vitest';
import { getReadingMinutes, splitParagraphs } from './news-body';

describe('article text', () => {
  it('splits paragraphs at blank lines and keeps line breaks inside one', () => {
    expect(splitParagraphs('One\r\n\r\nTwo\nstill two\n \n\n\nThree  ')).toEqual(['One', 'Two\nstill two', 'Three']);
    expect(splitParagraphs('  \n\n ')).toEqual([]);
  });

  it('keeps markup as text for the page to escape', () => {
    expect(splitParagraphs('<script>alert(1)</script>\n\n<b>x</b>')).toEqual(['<script>alert(1)</script>', '<b>x</b>']);
  });

  it('counts reading minutes at 200 words a minute, at least one', () => {
    expect(getReadingMinutes('')).toBe(1);
    expect(getReadingMinutes('word '.repeat(199))).toBe(1);
    expect(getReadingMinutes('word '.repeat(700))).toBe(4);
    // Dashes and other lone punctuation are not words.
    expect(getReadingMinutes(`${'word '.repeat(500)}${'– '.repeat(500)}`)).toBe(3);
  });
});
