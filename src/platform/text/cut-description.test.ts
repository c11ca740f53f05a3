import { describe, expect, it } from 'vitest';
import { cutDescription } from './cut-description';

describe('cutDescription', () => {
  it('returns a short text whole', () => {
    expect(cutDescription('Roti with chicken.', 50)).toBe('Roti with chicken.');
    expect(cutDescription('x'.repeat(100), 100)).toBe('x'.repeat(100));
  });
  it('cuts at the last space within the limit and adds ...', () => {
    const text = 'Fresh saoto soup, crispy bakabana and cold dawet served on a breezy veranda by the river';
    const cut = cutDescription(text, 50);
    expect(cut).toBe('Fresh saoto soup, crispy bakabana and cold dawet...');
    expect(cut.length - 3).toBeLessThanOrEqual(50);
  });
  it('drops trailing punctuation before the ellipsis', () => {
    expect(cutDescription('Roti, pom, moksi alesi and more dishes to try', 11)).toBe('Roti, pom...');
  });
  it('cuts a single long word hard', () => {
    expect(cutDescription('a'.repeat(120), 100)).toBe(`${'a'.repeat(100)}...`);
  });
  it('works at 100 characters', () => {
    const words = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    const cut = cutDescription(words, 100);
    expect(cut.endsWith('...')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(103);
    expect(words.startsWith(cut.slice(0, -3))).toBe(true);
    expect(words[cut.length - 3]).toBe(' ');
  });
});
