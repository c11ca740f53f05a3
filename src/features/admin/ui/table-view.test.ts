import { describe, expect, it } from 'vitest';
import { filterRows, nextSort, normalizeSearch, sortRows } from './table-view';

interface Row {
  name: string;
  category: string | null;
  location: string;
  price: number | null;
}
const rows: Row[] = [
  { name: 'Kasaba Corner', category: 'Grill', location: 'Paramaribo', price: 25 },
  { name: 'Café Zeelandia', category: 'Coffee', location: 'Fort Zeelandia', price: 9 },
  { name: 'Brownsberg Hike', category: null, location: 'Brokopondo', price: 120 },
  { name: 'atjar house', category: 'Snacks', location: 'Paramaribo', price: null },
];
const texts = (r: Row) => [r.name, r.category, r.location];
const value = (r: Row, key: string) => r[key as keyof Row];

describe('normalizeSearch', () => {
  it('drops accents, case and extra spaces', () => {
    expect(normalizeSearch('  Café   ZEELANDIA ')).toBe('cafe zeelandia');
  });
});

describe('filterRows', () => {
  it('keeps every row for an empty query', () => {
    expect(filterRows(rows, '   ', texts)).toEqual(rows);
  });
  it('finds rows by name, category or location, ignoring case and accents', () => {
    expect(filterRows(rows, 'cafe', texts).map((r) => r.name)).toEqual(['Café Zeelandia']);
    expect(filterRows(rows, 'GRILL', texts).map((r) => r.name)).toEqual(['Kasaba Corner']);
    expect(filterRows(rows, 'paramaribo', texts).map((r) => r.name)).toEqual(['Kasaba Corner', 'atjar house']);
  });
  it('needs every word of the query, across fields', () => {
    expect(filterRows(rows, 'snacks paramaribo', texts).map((r) => r.name)).toEqual(['atjar house']);
    expect(filterRows(rows, 'grill brokopondo', texts)).toEqual([]);
  });
  it('does not match across the border of two fields', () => {
    expect(filterRows(rows, 'cornergrill', texts)).toEqual([]);
  });
});

describe('sortRows', () => {
  it('keeps the loaded order without a sort', () => {
    expect(sortRows(rows, null, value)).toEqual(rows);
  });
  it('sorts text in the language, ignoring case and accents, both ways', () => {
    const asc = sortRows(rows, { key: 'name', direction: 'ascending' }, value).map((r) => r.name);
    expect(asc).toEqual(['atjar house', 'Brownsberg Hike', 'Café Zeelandia', 'Kasaba Corner']);
    const desc = sortRows(rows, { key: 'name', direction: 'descending' }, value).map((r) => r.name);
    expect(desc).toEqual([...asc].reverse());
  });
  it('sorts numbers by size and keeps empty values last in both directions', () => {
    expect(sortRows(rows, { key: 'price', direction: 'ascending' }, value).map((r) => r.price)).toEqual([9, 25, 120, null]);
    expect(sortRows(rows, { key: 'price', direction: 'descending' }, value).map((r) => r.price)).toEqual([120, 25, 9, null]);
    expect(sortRows(rows, { key: 'category', direction: 'descending' }, value).at(-1)?.name).toBe('Brownsberg Hike');
  });
  it('is stable: equal values keep their loaded order', () => {
    const sorted = sortRows(rows, { key: 'location', direction: 'ascending' }, value).map((r) => r.name);
    expect(sorted.indexOf('Kasaba Corner')).toBeLessThan(sorted.indexOf('atjar house'));
  });
  it('reads numbers inside text as numbers', () => {
    const items = [{ name: 'Tour 10' }, { name: 'Tour 9' }];
    expect(sortRows(items, { key: 'name', direction: 'ascending' }, (r) => r.name).map((r) => r.name)).toEqual(['Tour 9', 'Tour 10']);
  });
});

describe('nextSort', () => {
  it('starts ascending, then flips on the same column, and starts again on another', () => {
    const first = nextSort(null, 'name');
    expect(first).toEqual({ key: 'name', direction: 'ascending' });
    expect(nextSort(first, 'name')).toEqual({ key: 'name', direction: 'descending' });
    expect(nextSort(nextSort(first, 'name'), 'name')).toEqual({ key: 'name', direction: 'ascending' });
    expect(nextSort({ key: 'name', direction: 'descending' }, 'price')).toEqual({ key: 'price', direction: 'ascending' });
  });
});
