import { describe, expect, it } from 'vitest';
import { leadWithBest } from './testimonial';

const item = (id: number, rating: number, createdAt: string) => ({ id, rating, createdAt });

describe('leadWithBest (home page order)', () => {
  it('opens with the highest rating, the newest of equals, and keeps the rest in their order', () => {
    const newestFirst = [item(7, 3, '2026-11-07'), item(6, 5, '2026-11-06'), item(5, 4, '2026-11-05'), item(4, 5, '2026-11-04')];
    expect(leadWithBest(newestFirst).map((t) => t.id)).toEqual([6, 7, 5, 4]);
  });
  it('breaks a tie of rating and time by the later id, and leaves an empty list empty', () => {
    expect(leadWithBest([item(1, 5, '2026-11-01'), item(2, 5, '2026-11-01')]).map((t) => t.id)).toEqual([2, 1]);
    expect(leadWithBest([])).toEqual([]);
  });
});
