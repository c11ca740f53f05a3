import { describe, expect, it } from 'vitest';
import { getMissingFields, withFallback, pickWritten, writtenIn } from './translation';

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

describe('pickWritten: either language is enough', () => {
  const en = { name: '', description: 'Roti by the river.' };
  const nl = { name: 'Warung Mien', description: '' };
  it('takes each empty text from the other language and marks it with that language', () => {
    const english = pickWritten('en', { en, nl });
    expect(english).toMatchObject({ name: 'Warung Mien', description: 'Roti by the river.' });
    expect(writtenIn(english, 'name')).toBe('nl');
    expect(writtenIn(english, 'description')).toBeNull();
    const dutch = pickWritten('nl', { en, nl });
    expect(dutch).toMatchObject({ name: 'Warung Mien', description: 'Roti by the river.' });
    expect(writtenIn(dutch, 'description')).toBe('en');
  });
  it('keeps the marks out of the JSON', () => {
    expect(JSON.parse(JSON.stringify(pickWritten('en', { en, nl })))).toEqual({ name: 'Warung Mien', description: 'Roti by the river.' });
  });
});
