import { describe, expect, it } from 'vitest';
import { restaurantInputSchema } from '~/features/restaurants';
import { createRestaurant } from '~/features/restaurants/index.server';
import { sampleRestaurantDraft } from '../../../tests/helpers/sample-listings';
import { useTempDatabase } from '../../../tests/helpers/temp-database';
import { searchContent, type SearchOptions } from './search.server';

const temp = useTempDatabase('guide-typos-');
const find = (q: string, more: Partial<SearchOptions> = {}) => searchContent(temp.db, { q, lang: 'en', limit: 20, offset: 0, ...more });
const names = (q: string, more: Partial<SearchOptions> = {}) => find(q, more).hits.map((h) => h.name);

function restaurant(name: string, description = 'Javanese dishes.'): number {
  const draft = sampleRestaurantDraft(name) as { translations: Record<string, Record<string, string>> };
  draft.translations.en!.description = description;
  draft.translations.nl!.description = description;
  return createRestaurant(temp.db, restaurantInputSchema.parse({ ...draft }));
}

describe('typos forgiven', () => {
  it.each([
    ['paivlion', 'Pavilion Lounge', 'pavilion'],
    ['taamrindo', 'Tamarindo Grill', 'tamarindo'],
    ['kebmang', 'Kembang Warung', 'kembang'],
    ['maohgany', 'Mahogany Bar', 'mahogany'],
  ])('"%s" finds %s', (q, name, corrected) => {
    for (const n of ['Pavilion Lounge', 'Tamarindo Grill', 'Kembang Warung', 'Mahogany Bar']) restaurant(n);
    const result = find(q);
    expect(result.hits.map((h) => h.name)).toContain(name);
    expect(result.correctedQuery).toBe(corrected);
  });

  it('forgives two edits from 9 letters, one from 5, none below', () => {
    restaurant('Tamarindo Grill');
    restaurant('Sushi Bar');
    expect(names('tmaarnido')).toEqual(['Tamarindo Grill']);
    expect(names('tmaarido')).toEqual([]);
    expect(names('suhsi')).toEqual(['Sushi Bar']);
    expect(names('shui')).toEqual([]);
  });

  it('ranks exact matches above typo matches', () => {
    restaurant('Marker Place');
    restaurant('Market Hall');
    const result = find('market');
    expect(result.hits.map((h) => h.name)).toEqual(['Market Hall', 'Marker Place']);
    expect(result.correctedQuery).toBeNull();
  });

  it('forgives accents and case both ways, and never offers a word that finds nothing or a too distant one', () => {
    restaurant('Café Zeelandia');
    restaurant('Cake Shop', 'Such good cakes.');
    expect(names('ZEELANDIE')).toEqual(['Café Zeelandia']);
    expect(find('café').hits.map((h) => h.name)).toEqual(['Café Zeelandia']);
    const sushi = find('sushi', { exact: true });
    expect(sushi.total).toBe(0);
    expect(sushi.suggestion).toBeNull();
    expect(find('cafx', { exact: true }).suggestion).toBeNull();
  });

  it('searches as typed when asked, and offers the corrected query', () => {
    restaurant('Pavilion Lounge');
    expect(find('paivlion', { exact: true })).toMatchObject({ total: 0, suggestion: 'pavilion', correctedQuery: null });
  });
});
