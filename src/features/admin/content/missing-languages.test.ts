import { describe, expect, it } from 'vitest';
import { missingLanguages } from './missing-languages';

describe('missingLanguages', () => {
  it('marks the language that lacks texts the other has, in either direction', () => {
    expect(missingLanguages({ en: { name: 'Roti' }, nl: { name: '' } }, ['name'])).toEqual(['nl']);
    expect(missingLanguages({ en: { name: ' ' }, nl: { name: 'Roti' } }, ['name'])).toEqual(['en']);
    expect(missingLanguages({ en: { name: 'Roti', items: [] }, nl: { name: 'Roti', items: [{ value: 'Hoed' }] } }, ['name', 'items'])).toEqual(['en']);
    expect(missingLanguages({ en: { name: 'Roti' }, nl: { name: 'Roti' } }, ['name'])).toEqual([]);
  });
});
