import { describe, expect, it } from 'vitest';
import { getMissingFields, withFallback } from './translation';

describe('translation fallback', () => {
  const en = { name: 'Roti shop', description: 'Great roti', whatToBring: ['Hat'] };
  it('falls back per field to English when the translation is empty', () => {
    expect(withFallback(en, { name: 'Rotiwinkel', description: '  ', whatToBring: [] })).toEqual({
      name: 'Rotiwinkel',
      description: 'Great roti',
      whatToBring: ['Hat'],
    });
  });
  it('returns English when there is no translation', () => {
    expect(withFallback(en, null)).toEqual(en);
  });
  it('names the missing fields', () => {
    expect(getMissingFields(en, { name: 'Rotiwinkel' })).toEqual(['description', 'whatToBring']);
    expect(getMissingFields({ a: '' }, {})).toEqual([]);
  });
});
