import { describe, expect, it } from 'vitest';
import { restaurantInputSchema } from '~/features/restaurants';
import { createRestaurant } from '~/features/restaurants/index.server';
import { sampleRestaurantDraft } from '../../../tests/helpers/sample-listings';
import { useTempDatabase } from '../../../tests/helpers/temp-database';
import { searchContent, type SearchOptions } from './search.server';
import { WORD_PAIRS } from './word-pairs';

const temp = useTempDatabase('guide-typos-');
const find = (q: string, more: Partial<SearchOptions> = {}) => searchContent(temp.db, { q, lang: 'en', limit: 20, offset: 0, ...more });
const names = (q: string, more: Partial<SearchOptions> = {}) => find(q, more).hits.map((h) => h.name);

function restaurant(name: string, description = 'Javanese dishes.', location = 'Waterkant 1, Paramaribo'): number {
  const draft = sampleRestaurantDraft(name) as { translations: Record<string, Record<string, string>> };
  draft.translations.en!.description = description;
  draft.translations.en!.location = location;
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

describe('kind words and fewer words', () => {
  it('narrows to the kind a word names, lists the kind alone, and keeps the place word', () => {
    restaurant('Roti Joe', 'Roti in Paramaribo.');
    restaurant('Warung Kembang', 'Javanese food.', 'Lelydorp');
    const both = find('paramaribo restaurant');
    expect(both).toMatchObject({ narrowedTo: 'restaurant', partialQuery: null });
    expect(both.hits.map((h) => h.name)).toEqual(['Roti Joe']);
    expect(find('restaurants').hits.map((h) => h.name)).toEqual(['Warung Kembang', 'Roti Joe']);
    expect(find('eten').total).toBe(2);
    expect(find('tours')).toMatchObject({ total: 0, narrowedTo: 'tour' });
  });

  it('narrows a category word to its kind, and searches every kind when that kind has none', () => {
    restaurant('Creole Kitchen', 'Creole food.');
    restaurant('Nature Cafe', 'Lunch among the trees.');
    expect(find('creole')).toMatchObject({ narrowedTo: 'restaurant', total: 1 });
    // No tour in this database: "nature" (a tour category) finds the restaurant as plain text.
    expect(find('nature')).toMatchObject({ narrowedTo: null, total: 1 });
  });

  it('falls back to the most words that find something, naming them', () => {
    restaurant('Roti Joe', 'Roti in Paramaribo.');
    const result = find('roti zzzz');
    expect(result.hits.map((h) => h.name)).toEqual(['Roti Joe']);
    expect(result.partialQuery).toBe('roti');
    expect(find('roti paramaribo zzzz').partialQuery).toBe('roti paramaribo');
    expect(find('roti paramaribo').partialQuery).toBeNull();
  });
});

describe('both languages', () => {
  function bilingual(name: string, en: string, nl: string): number {
    const draft = sampleRestaurantDraft(name) as { translations: Record<string, Record<string, string>> };
    draft.translations.en!.description = en;
    draft.translations.nl!.description = nl;
    return createRestaurant(temp.db, restaurantInputSchema.parse({ ...draft }));
  }

  it('finds an item by its Dutch text on the English site, after the English matches, and the reverse', () => {
    const dutch = bilingual('Warung Sari', 'Rice and noodles.', 'Saoto met pittige sambal.');
    const english = bilingual('Soup House', 'Saoto soup with sambal.', 'Soep.');
    expect(find('sambal').hits.map((h) => [h.id, h.locale])).toEqual([
      [english, 'en'],
      [dutch, 'nl'],
    ]);
    expect(find('noodles', { lang: 'nl' }).hits.map((h) => [h.id, h.locale])).toEqual([[dutch, 'en']]);
  });

  it('combines a paired word and a corrected word with other words', () => {
    const id = bilingual('Roti Joe', 'Spicy chicken roti.', 'Pittige kip.');
    expect(find('roti kip').hits.map((h) => h.id)).toEqual([id]);
    expect(find('kip sppicy roti').hits.map((h) => h.id)).toEqual([id]);
  });

  it.each(WORD_PAIRS)('"%s" finds the Dutch "%s" and the reverse', (en, nl) => {
    const dutchOnly = bilingual('Warung Een', 'Rice.', `Met ${nl}.`);
    const englishOnly = bilingual('Warung Twee', `With ${en}.`, 'Rijst.');
    expect(find(en).hits.map((h) => h.id)).toEqual([englishOnly, dutchOnly]);
    expect(find(nl, { lang: 'nl' }).hits.map((h) => h.id)).toEqual([dutchOnly, englishOnly]);
  });
});

describe('ranking', () => {
  function approvedReviews(id: number, n: number, status = 'approved'): void {
    const insert = temp.db.$client.prepare(
      `INSERT INTO reviews (place_kind, place_id, status, rating, author_name, country, comment, visit_month, locale, email)
       VALUES ('restaurant', ?, ?, 5, 'Ann', 'NL', 'Good.', '2026-01', 'en', ?)`,
    );
    for (let i = 0; i < n; i++) insert.run(id, status, `r${id}-${i}-${status}@example.com`);
  }

  it('puts a word in the name or cuisine above the same word in a long run of description', () => {
    // A long description weighs its words down (bm25's length normalisation): without the tier the short one would win.
    for (const n of ['Een', 'Twee', 'Drie', 'Vier', 'Vijf', 'Zes']) restaurant(`Warung ${n}`, 'Rice.');
    restaurant('Plain Place', 'Saoto, saoto and saoto.');
    const named = restaurant('Saoto Corner', 'A quiet corner of the town with tables outside. '.repeat(30));
    expect(find('saoto').hits[0]?.id).toBe(named);
  });

  it('breaks a tie by approved reviews, then newer, without any partner boost', () => {
    const older = restaurant('Warung Een');
    const reviewed = restaurant('Warung Twee');
    const newest = restaurant('Warung Drie');
    approvedReviews(reviewed, 2);
    approvedReviews(newest, 5, 'pending');
    expect(find('warung').hits.map((h) => h.id)).toEqual([reviewed, newest, older]);
  });
});
