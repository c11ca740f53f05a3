import { describe, expect, it } from 'vitest';
import { formatNumber, getMedian, getPercentile } from './stats';

describe('percentiles', () => {
  it('uses the nearest rank', () => {
    const xs = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(getPercentile(xs, 50)).toBe(50);
    expect(getPercentile(xs, 99)).toBe(99);
    expect(getPercentile(xs, 100)).toBe(100);
    expect(getMedian([3, 1, 2])).toBe(2);
    expect(getPercentile([], 50)).toBeNaN();
  });

  it('formats missing numbers as a dash', () => {
    expect(formatNumber(1.234, 2)).toBe('1.23');
    expect(formatNumber(Number.NaN)).toBe('–');
  });
});
