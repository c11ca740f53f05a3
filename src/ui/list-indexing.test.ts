import { describe, expect, it } from 'vitest';
import { getListIndexing } from './list-indexing';

describe('the indexing rule of list pages', () => {
  it('indexes a list, a category and their later pages, each under its own address', () => {
    expect(getListIndexing({ page: 1, total: 30, section: true })).toEqual({ query: '', noindex: false });
    expect(getListIndexing({ filters: { category: 'nature' }, page: 2, total: 30 })).toEqual({ query: '?category=nature&page=2', noindex: false });
    expect(getListIndexing({ filters: { when: 'all' }, page: 1, total: 3, section: true })).toEqual({ query: '?when=all', noindex: false });
  });

  it('keeps views that move with the clock or come from typing out of the index, still naming their address', () => {
    expect(getListIndexing({ filters: { category: 'bar' }, momentary: { open: 'now' }, page: 2, total: 30 })).toEqual({
      query: '?category=bar&open=now&page=2',
      noindex: true,
    });
    expect(getListIndexing({ momentary: { q: 'roti', kind: undefined }, page: 1, total: 4 })).toEqual({ query: '?q=roti', noindex: true });
  });

  it('keeps empty views out, except the plain page of a menu section', () => {
    expect(getListIndexing({ page: 1, total: 0, section: true }).noindex).toBe(false);
    expect(getListIndexing({ filters: { category: 'bar' }, page: 1, total: 0, section: true }).noindex).toBe(true);
    expect(getListIndexing({ page: 1, total: 0 }).noindex).toBe(true);
  });
});
