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

  it('answers a page number that is not plain decimal with no page (404)', () => {
    for (const page of ['abc', '0x2', '%2B2', '2e0', '%202', '02', '0', '', '2&page=2'])
      expect(load(`?category=blue&page=${page}`), page).toEqual({ notFound: true });
  });

  it('sends a filter the list does not have to the address without it, the page kept', () => {
    expect(load('?category=green&page=2')).toEqual({ redirect: '/nl/list?page=2' });
    expect(load('?category=all')).toEqual({ redirect: '/nl/list' });
    expect(load('?category=')).toEqual({ redirect: '/nl/list' });
    expect(load('?category=red&category=blue')).toEqual({ redirect: '/nl/list?category=red' });
    const withOpen = (query: string) => loadListPage({ ...kind, params: { open: null } }, new URL(`http://x/list${query}`), '/list');
    expect(withOpen('?open=soon&category=red')).toEqual({ redirect: '/list?category=red' });
  });

  it('sends a page past the end to the last page, the filter kept', () => {
    expect(load('?page=999')).toEqual({ redirect: '/nl/list?page=3' });
    expect(load('?category=red&page=2')).toEqual({ redirect: '/nl/list?category=red' });
  });
});
