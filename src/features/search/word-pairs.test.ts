import { describe, expect, it } from 'vitest';
import { buildFtsQuery } from './search-query';
import { getPairedWord, WORD_PAIRS } from './word-pairs';

describe('English and Dutch word pairs', () => {
  it.each(WORD_PAIRS)('"%s" and "%s" search for each other', (en, nl) => {
    expect(getPairedWord(en)).toBe(nl);
    expect(getPairedWord(nl)).toBe(en);
    expect(buildFtsQuery(en.toUpperCase())).toBe(`("${en}"* OR "${nl}"*)`);
    expect(buildFtsQuery(nl, false)).toBe(`("${nl}" OR "${en}")`);
  });

  it('leaves other words alone', () => {
    expect(getPairedWord('roti')).toBeNull();
    expect(buildFtsQuery('roti')).toBe('"roti"*');
  });
});
