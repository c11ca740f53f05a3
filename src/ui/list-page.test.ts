import { describe, expect, it } from 'vitest';
import { loadListPage, type ListKind } from './list-page';

const categories = ['all', 'red', 'blue'] as const;
type Colour = (typeof categories)[number];
const items = Array.from({ length: 5 }, (_, i) => ({ id: i + 1, colour: i % 2 ? 'red' : 'blue' }));
const matching = (c: Colour) => items.filter((item) => c === 'all' || item.colour === c);
const kind: ListKind<Colour, { id: number }> = {
  categories,
  isCategory: (v): v is Colour => (categories as readonly unknown[]).includes(v),
  pageSize: 2,
  count: (c) => matching(c).length,
  list: ({ category, limit, offset }) => matching(category).slice(offset, offset + limit),
};
const load = (query: string) => loadListPage(kind, new URL(`http://x/list${query}`), '/nl/list');

describe('loadListPage', () => {
  it('pages a filtered list and counts every filter', () => {
    expect(load('?category=blue&page=2')).toEqual({
      data: { category: 'blue', page: 2, pageCount: 2, offset: 2, counts: { all: 5, red: 2, blue: 3 }, items: [items[4]] },
    });
  });

  it('reads an unknown category as the whole list and a malformed page as page 1', () => {
    const result = load('?category=green&page=abc');
    expect('data' in result && [result.data.category, result.data.page, result.data.items.length]).toEqual(['all', 1, 2]);
  });

  it('sends a page past the end to the last page, the filter kept', () => {
    expect(load('?page=999')).toEqual({ redirect: '/nl/list?page=3' });
    expect(load('?category=red&page=2')).toEqual({ redirect: '/nl/list?category=red' });
  });
});
