import { describe, expect, it } from 'vitest';
import { buildFtsQuery } from './search-query';

describe('buildFtsQuery', () => {
  it('makes only the last word a prefix: the one a visitor may still be typing', () => {
    expect(buildFtsQuery('Paramaribo res')).toBe('"paramaribo" AND "res"*');
    expect(buildFtsQuery('saoto nickerie roti')).toBe('"saoto" AND "nickerie" AND "roti"*');
    expect(buildFtsQuery('paramar')).toBe('"paramar"*');
  });

  it('makes no word a prefix when asked for exact words, and quotes what FTS5 would read as syntax', () => {
    expect(buildFtsQuery('Paramaribo res', false)).toBe('"paramaribo" AND "res"');
    expect(buildFtsQuery('NEAR(a OR b)*', false)).toBe('"near" AND "a" AND "or" AND "b"');
    expect(buildFtsQuery('  *** ')).toBeNull();
  });

  it('pairs the last word with its other-language word, both as prefixes', () => {
    expect(buildFtsQuery('brownsberg waterfall')).toBe('"brownsberg" AND ("waterfall"* OR "waterval"*)');
    expect(buildFtsQuery('waterfall brownsberg')).toBe('("waterfall" OR "waterval") AND "brownsberg"*');
  });
});
