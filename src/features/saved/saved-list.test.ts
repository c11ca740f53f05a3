import { describe, expect, it } from 'vitest';
import { toSitePath } from './saved-list';

describe('saved list links', () => {
  it('keeps paths of this site', () => {
    expect(toSitePath('/restaurant/1')).toBe('/restaurant/1');
    expect(toSitePath('/nl/events?when=all#event-3')).toBe('/nl/events?when=all#event-3');
    expect(toSitePath('/objects/uploads/abc?w=400&format=webp')).toBe('/objects/uploads/abc?w=400&format=webp');
  });

  it('drops anything else a hand-edited storage may hold', () => {
    for (const value of ['javascript:alert(1)', 'https://example.com/x', '//example.com/x', '/\\example.com', '', null, undefined]) {
      expect(toSitePath(value)).toBeNull();
    }
  });
});
