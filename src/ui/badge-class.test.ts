import { describe, expect, it } from 'vitest';
import { categoryToneClasses, getBadgeClass, type BadgeKind } from './badge-class';

const kinds: BadgeKind[] = ['category', 'partner', 'pick', 'price', 'status'];

describe('getBadgeClass', () => {
  it('gives each meaning its own style', () => {
    const classes = kinds.map((kind) => getBadgeClass(kind));
    expect(new Set(classes).size).toBe(kinds.length);
  });
  it('keeps the category tones apart and only in the palette (no purple, orange or crimson)', () => {
    const tones = Object.values(categoryToneClasses);
    expect(new Set(tones).size).toBe(tones.length);
    for (const kind of kinds) expect(getBadgeClass(kind, { tone: 'red' })).not.toMatch(/purple|orange|event-|secondary/);
  });
  it('makes the small badge of compact rows', () => {
    expect(getBadgeClass('category', { small: true })).toContain('badge-sm');
    expect(getBadgeClass('category')).not.toContain('badge-sm');
  });
});
