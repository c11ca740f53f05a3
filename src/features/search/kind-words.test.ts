import { describe, expect, it } from 'vitest';
import { readKindWords } from './kind-words';

describe('kind words', () => {
  it.each([
    ['restaurants', 'restaurant', []],
    ['Paramaribo restaurant', 'restaurant', ['paramaribo']],
    ['eten in Commewijne', 'restaurant', ['in', 'commewijne']],
    ['tours', 'tour', []],
    ['excursie Brownsberg', 'tour', ['brownsberg']],
    ['nightlife', 'event', []],
    ['uitgaan', 'event', []],
    ['EVENTS', 'event', []],
    ['news', 'news', []],
    ['nieuws', 'news', []],
    ['roti', null, ['roti']],
  ])('"%s" narrows to %s', (q, kind, words) => {
    expect(readKindWords(q)).toEqual({ kind, words, byCategory: false });
  });

  it.each([
    ['adventure', 'tour'],
    ['Natuur Brownsberg', 'tour'],
    ['creole', 'restaurant'],
    ['muziek', 'event'],
    ['cultuur', 'news'],
  ])('the category word "%s" narrows to %s and stays a search word', (q, kind) => {
    expect(readKindWords(q)).toEqual({ kind, words: q.toLowerCase().split(' '), byCategory: true });
  });

  it('a kind word wins over a category word', () => {
    expect(readKindWords('music tours')).toEqual({ kind: 'tour', words: ['music'], byCategory: false });
  });
});
