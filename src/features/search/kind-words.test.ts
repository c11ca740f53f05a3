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
    expect(readKindWords(q)).toEqual({ kind, words });
  });
});
