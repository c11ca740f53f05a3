import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isOrderNumber, makeOrderNumber, ORDER_NUMBER_ALPHABET } from './order-number';

describe('order numbers', () => {
  it('are SG- and five characters that cannot be misread', () => {
    expect(ORDER_NUMBER_ALPHABET).toHaveLength(31);
    for (const ambiguous of ['0', 'O', '1', 'I', 'L']) expect(ORDER_NUMBER_ALPHABET).not.toContain(ambiguous);
    for (let i = 0; i < 200; i++) expect(makeOrderNumber(randomInt)).toMatch(/^SG-[A-HJKMNP-Z2-9]{5}$/);
  });

  it('use every position of the alphabet', () => {
    const picks = [0, 1, 29, 30, 7];
    expect(makeOrderNumber(() => picks.shift() ?? 0)).toBe('SG-AB89H');
  });

  it('are random, not counted up', () => {
    const seen = new Set(Array.from({ length: 2000 }, () => makeOrderNumber(randomInt)));
    expect(seen.size).toBeGreaterThan(1990);
  });

  it('are recognised only in their own shape', () => {
    expect(isOrderNumber('SG-T69H9')).toBe(true);
    for (const bad of ['SG-T69H', 'SG-T69H90', 'sg-t69h9', 'SG-O69H9', 'XX-T69H9', 42, null]) expect(isOrderNumber(bad)).toBe(false);
  });
});
