import { describe, expect, it } from 'vitest';
import { getAllowedEdits, getDamerauDistance } from './typo-distance';

describe('typo rules', () => {
  it.each([
    ['pavilion', 'paivlion', 1],
    ['tamarindo', 'taamrindo', 1],
    ['kembang', 'kebmang', 1],
    ['mahogany', 'maohgany', 1],
    ['paramaribo', 'paramribo', 1],
    ['paramaribo', 'aramaribo', 1],
    ['paramaribo', 'xparamaribo', 1],
    ['sushi', 'such', 2],
    ['cafe', 'cake', 1],
    ['waterfall', 'watrefal', 2],
    ['same', 'same', 0],
  ])('%s and %s are %i edits apart (a transposition counts once)', (a, b, n) => {
    expect(getDamerauDistance(a, b)).toBe(n);
    expect(getDamerauDistance(b, a)).toBe(n);
  });

  it('stops at the most edits asked for', () => {
    expect(getDamerauDistance('restaurant', 'tour', 1)).toBe(2);
    expect(getDamerauDistance('pavilion', 'pavement', 1)).toBe(2);
  });

  it('forgives none below 5 letters, one from 5 and two from 9', () => {
    expect([getAllowedEdits('cafe'), getAllowedEdits('sushi'), getAllowedEdits('mahogany'), getAllowedEdits('tamarindo')]).toEqual([0, 1, 1, 2]);
  });
});
