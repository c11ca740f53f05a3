import { describe, expect, it } from 'vitest';
import { describeListCount } from './list-status';

const texts = { empty: 'No tours found for the selected category.', one: '1 tour', many: '{count} tours' };

describe('list status line', () => {
  it('says the empty text, one tour, or the count', () => {
    expect(describeListCount(0, texts)).toBe('No tours found for the selected category.');
    expect(describeListCount(1, texts)).toBe('1 tour');
    expect(describeListCount(11, texts)).toBe('11 tours');
  });
});
