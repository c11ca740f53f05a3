import { describe, expect, it } from 'vitest';
import { formatFriendlyCount } from './friendly-count';

describe('formatFriendlyCount', () => {
  it('rounds down to a friendly figure, never up', () => {
    expect(formatFriendlyCount(13, 'en-US')).toBe('10+');
    expect(formatFriendlyCount(11, 'en-US')).toBe('10+');
    expect(formatFriendlyCount(16, 'en-US')).toBe('10+');
    expect(formatFriendlyCount(29, 'en-US')).toBe('20+');
    expect(formatFriendlyCount(99, 'en-US')).toBe('90+');
    expect(formatFriendlyCount(250, 'en-US')).toBe('200+');
    expect(formatFriendlyCount(1234, 'en-US')).toBe('1,000+');
    expect(formatFriendlyCount(1234, 'nl-NL')).toBe('1.000+');
  });

  it('shows a figure that is already round, and small ones, exactly', () => {
    expect(formatFriendlyCount(10, 'en-US')).toBe('10');
    expect(formatFriendlyCount(300, 'en-US')).toBe('300');
    expect(formatFriendlyCount(5, 'en-US')).toBe('5');
    expect(formatFriendlyCount(9, 'en-US')).toBe('9');
  });

  it('leaves out a figure below a few', () => {
    for (const n of [0, 1, 4, -3, Number.NaN]) expect(formatFriendlyCount(n, 'en-US')).toBeNull();
  });

  it('never claims more than the count', () => {
    for (let n = 5; n < 5000; n += 7) {
      const shown = Number(formatFriendlyCount(n, 'en-US')!.replace(/[,+]/g, ''));
      expect(shown).toBeLessThanOrEqual(n);
      expect(shown).toBeGreaterThan(n / 10);
    }
  });
});
