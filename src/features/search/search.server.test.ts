import { describe, expect, it } from 'vitest';
import { newsInputSchema } from '~/features/news';
import { createNews, deleteNews, updateNews } from '~/features/news/index.server';
import { restaurantInputSchema } from '~/features/restaurants';
import { createRestaurant, deleteRestaurant, updateRestaurant } from '~/features/restaurants/index.server';
import { sampleRestaurantDraft } from '../../../tests/helpers/sample-listings';
import { useTempDatabase } from '../../../tests/helpers/temp-database';
import { RANK_CAP, SEARCH_COUNT_CAP, searchContent, type SearchOptions } from './search.server';

const temp = useTempDatabase('guide-search-');
const find = (q: string, more: Partial<SearchOptions> = {}) => searchContent(temp.db, { q, lang: 'en', limit: 20, offset: 0, ...more });
const names = (q: string, more: Partial<SearchOptions> = {}) => find(q, more).hits.map((h) => h.name);

function restaurant(name: string, texts: { description?: string; nlDescription?: string; location?: string; cuisine?: string } = {}): number {
  const draft = sampleRestaurantDraft(name) as { translations: Record<string, Record<string, string>> };
  draft.translations.en!.description = texts.description ?? 'Javanese dishes.';
  draft.translations.en!.location = texts.location ?? 'Waterkant 1, Paramaribo';
  if (texts.cuisine) draft.translations.en!.cuisine = texts.cuisine;
  draft.translations.nl!.description = texts.nlDescription ?? 'Javaanse gerechten.';
  return createRestaurant(temp.db, restaurantInputSchema.parse({ ...draft }));
}

function article(title: string, content: string, nlTitle = title, nlContent = content): number {
  return createNews(
    temp.db,
    newsInputSchema.parse({
      imageUrl: 'https://images.example/n.jpg',
      translations: {
        en: { title, content, category: 'Culture', excerpt: 'Short.' },
        nl: { title: nlTitle, content: nlContent, category: 'Cultuur', excerpt: 'Kort.' },
      },
    }),
  );
}

describe('the search index', () => {
  it('finds "café" when typed without the accent, and the other way round', () => {
    restaurant('Café Zeelandia');
    expect(names('cafe')).toEqual(['Café Zeelandia']);
    expect(names('CAFÉ')).toEqual(['Café Zeelandia']);
  });

  it('finds Paramaribo from its first letters', () => {
    restaurant('Roti Joe', { location: 'Paramaribo Noord' });
    expect(names('Paramar')).toEqual(['Roti Joe']);
  });

  it("searches the visitor's language first and the other language too, each item once", () => {
    const id = restaurant('Roti Joe', { description: 'Spicy chicken roti.', nlDescription: 'Pittige kip in een roti.' });
    expect(find('pittige', { lang: 'nl' }).hits).toMatchObject([{ id, locale: 'nl' }]);
    expect(find('pittige', { lang: 'en' }).hits).toMatchObject([{ id, locale: 'nl' }]);
    expect(find('spicy', { lang: 'nl' }).hits).toMatchObject([{ id, locale: 'en' }]);
    expect(find('roti', { lang: 'nl' }).hits).toMatchObject([{ id, locale: 'nl' }]);
  });

  it('ranks a match in the name above one in the description', () => {
    restaurant('Plain Place', { description: 'Famous for its pom and more pom, pom every day.' });
    restaurant('Pom House');
    expect(names('pom')).toEqual(['Pom House', 'Plain Place']);
  });

  it('ranks a match in the category (cuisine) above one in the description, though newer', () => {
    const long = 'A long walk along the river, past the old wooden houses, the market, the ferry and the fort, then lunch. '.repeat(4);
    restaurant('Warung Tjoe', { cuisine: 'Bami' });
    restaurant('Riverside Grill', { description: `${long} Bami on Sundays.` });
    restaurant('Bami Palace', { cuisine: 'Chinese' });
    expect(names('bami')).toEqual(['Bami Palace', 'Warung Tjoe', 'Riverside Grill']);
  });

  it('ranks by bm25: a word in the name above the same word only in a newer, long description (newest first would swap them)', () => {
    const long = 'A long walk along the river, past the old wooden houses, the market, the ferry and the fort, then lunch. '.repeat(6);
    restaurant('Saoto Corner', { description: 'Soup.' });
    restaurant('River Kitchen', { description: `${long} Saoto on Fridays.` });
    expect(names('saoto')).toEqual(['Saoto Corner', 'River Kitchen']);
  });

  it('ranks by bm25: the same word in a short description above a newer, long one (the length of the row counts)', () => {
    const long = 'A long walk along the river, past the old wooden houses, the market, the ferry and the fort, then lunch. '.repeat(6);
    restaurant('Old Place', { description: 'Fresh pom daily.' });
    restaurant('New Place', { description: `${long} Fresh pom daily.` });
    expect(names('pom')).toEqual(['Old Place', 'New Place']);
  });

  it('ranks by bm25: of two words, the rarer one in the name counts more (inverse document frequency)', () => {
    for (let i = 0; i < 6; i++) restaurant(`Kitchen ${i}`, { description: 'Good food every day.' });
    restaurant('Bakabana Stand', { description: 'Good food every day.' });
    restaurant('Food Stand', { description: 'Good bakabana every day.' });
    expect(names('bakabana food')).toEqual(['Bakabana Stand', 'Food Stand']);
  });

  it('highlights the matched words in an HTML-escaped snippet', () => {
    article('Night <b>market</b>', 'The night market & more <script>alert(1)</script> opens at seven.');
    const [hit] = find('market').hits;
    expect(hit?.snippetHtml).toContain('<mark>market</mark>');
    expect(hit?.snippetHtml).not.toMatch(/<script|<b>/);
    expect(hit?.snippetHtml).toContain('&lt;');
  });

  it('shows the corrected query when only it finds something, and offers it when the words are searched as typed', () => {
    restaurant('Roti Joe', { location: 'Paramaribo' });
    const result = find('Paramribo');
    expect(result.hits.map((h) => h.name)).toEqual(['Roti Joe']);
    expect(result.correctedQuery).toBe('paramaribo');
    const asTyped = find('Paramribo', { exact: true });
    expect(asTyped.total).toBe(0);
    expect(asTyped.suggestion).toBe('paramaribo');
    expect(find('roti').suggestion).toBeNull();
    expect(find('roti').correctedQuery).toBeNull();
    expect(find('qqqqqq', { exact: true }).suggestion).toBeNull();
  });

  it('corrects with words written after an earlier search (the vocabulary kept between searches follows the index)', () => {
    restaurant('Roti Joe', { location: 'Paramaribo' });
    expect(find('Kwattta').total).toBe(0);
    const id = restaurant('Warung Kwatta', { location: 'Kwatta' });
    expect(find('Kwattta').correctedQuery).toBe('kwatta');
    expect(find('Lelydorpp').total).toBe(0);
    const draft = sampleRestaurantDraft('Warung Lelydorp') as { translations: Record<string, Record<string, string>> };
    draft.translations.en!.location = 'Lelydorp';
    updateRestaurant(temp.db, id, restaurantInputSchema.parse({ ...draft }));
    expect(find('Lelydorpp').correctedQuery).toBe('lelydorp');
  });

  it('stays in step after create, edit and delete', () => {
    const id = restaurant('Old Name');
    const draft = sampleRestaurantDraft('New Name');
    updateRestaurant(temp.db, id, restaurantInputSchema.parse({ ...draft }));
    expect(names('old')).toEqual([]);
    expect(names('new')).toEqual(['New Name']);
    deleteRestaurant(temp.db, id);
    expect(find('new').total).toBe(0);
    const news = article('Carnival', 'Parade in town');
    updateNews(
      temp.db,
      news,
      newsInputSchema.parse({
        imageUrl: 'https://images.example/n.jpg',
        translations: { en: { title: 'Owru Yari', content: 'Fireworks', category: 'Culture', excerpt: 'x' } },
      }),
    );
    expect(names('carnival')).toEqual([]);
    expect(find('owru').counts.news).toBe(1);
    deleteNews(temp.db, news);
    expect(find('owru').total).toBe(0);
  });

  it('counts per kind, filters by kind and pages', () => {
    restaurant('Sun One');
    restaurant('Sun Two');
    article('Sun Festival', 'Sun everywhere.');
    const all = find('sun', { limit: 1 });
    expect(all.counts).toEqual({ restaurant: 2, tour: 0, event: 0, news: 1 });
    expect(all.total).toBe(3);
    expect(all.hits).toHaveLength(1);
    expect(find('sun', { kind: 'restaurant', limit: 1, offset: 1 }).hits.map((h) => h.kind)).toEqual(['restaurant']);
    expect(find('sun', { kind: 'news' }).total).toBe(1);
  });

  it.each([
    '"',
    '***',
    '"unbalanced',
    'NEAR(roti joe)',
    'roti OR joe',
    'roti AND NOT joe',
    'name:roti',
    "'; DROP TABLE restaurants; --",
    '^roti',
    '(((',
    '-- /* */ ;',
    'x'.repeat(500),
    '😀 🇸🇷',
    // A letter to JavaScript that the tokenizer's older Unicode tables call a separator (New Tai Lue, a letter since Unicode 8): the
    // quoted word becomes a phrase, which a detail=column index refuses; the search finds nothing instead of failing.
    'roti\u19B0joe',
  ])('answers the hostile query %j without an error', (q) => {
    restaurant('Roti Joe');
    expect(() => find(q)).not.toThrow();
    expect(names('roti')).toEqual(['Roti Joe']);
  });
});

describe('the search at scale', () => {
  it(`stops at ${SEARCH_COUNT_CAP} items, newest first, and says the counts are lower bounds`, () => {
    // 1,200 restaurants' English rows straight into the index (rowid = id * 16 + kind * 4 + language).
    temp.db.$client.exec(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1200)
      INSERT INTO search_index (rowid, name, category, location, body) SELECT i * 16, 'Place ' || i, 'Creole', 'Paramaribo', 'Roti.' FROM n`);
    const result = find('roti', { limit: 5 });
    expect(result).toMatchObject({ total: SEARCH_COUNT_CAP, capped: true, counts: { restaurant: SEARCH_COUNT_CAP } });
    expect(result.hits.map((h) => h.id)).toEqual([1200, 1199, 1198, 1197, 1196]);
    expect(find('rot').capped).toBe(true);
    expect(find('roti', { kind: 'tour' })).toMatchObject({ total: 0, hits: [] });
  });

  it(`ranks the newest ${RANK_CAP} items by bm25; older ones follow, newest first`, () => {
    const oldest = restaurant('Pom Palace', { description: 'Pom.' });
    for (let i = 0; i < RANK_CAP; i++) restaurant(`Place ${i}`, { description: 'Fresh pom.' });
    const result = find('pom', { limit: 2 });
    expect(result.total).toBe(RANK_CAP + 1);
    expect(find('pom', { limit: 1, offset: RANK_CAP }).hits).toMatchObject([{ id: oldest }]);
  });

  it('keeps the database free of a second copy of the texts (a contentless index)', () => {
    const tables = temp.db.$client.prepare(`SELECT name FROM sqlite_master WHERE name LIKE 'search_index%'`).pluck().all();
    expect(tables).not.toContain('search_index_content');
  });
});
