import { describe, expect, it } from 'vitest';
import { buildPageHref, getPageCount, parsePageParam } from './pagination';
import { renderToStaticMarkup } from 'react-dom/server';
import PaginationNav, { getPageWindow } from './PaginationNav';

describe('pagination', () => {
  it('reads ?page= as one plain-decimal whole number from 1, no ?page= as page 1, anything else as no page', () => {
    const page = (query: string) => parsePageParam(new URLSearchParams(query));
    expect(page('page=3')).toBe(3);
    expect(page('page=9999999')).toBe(9_999_999);
    expect(page('')).toBe(1);
    expect(page('category=x')).toBe(1);
    for (const bad of [
      'page=',
      'page=0',
      'page=-2',
      'page=1.5',
      'page=2.0',
      'page=02',
      'page=abc',
      'page=0x2',
      'page=%2B2',
      'page=2e0',
      'page=%202',
      'page=2&page=2',
    ]) {
      expect(page(bad), bad).toBeNull();
    }
  });

  it('counts pages of 24, at least one', () => {
    expect(getPageCount(0)).toBe(1);
    expect(getPageCount(24)).toBe(1);
    expect(getPageCount(25)).toBe(2);
  });

  it('keeps other parameters and leaves page 1 without ?page=', () => {
    expect(buildPageHref('/nl/restaurants', { category: 'street-food' }, 1)).toBe('/nl/restaurants?category=street-food');
    expect(buildPageHref('/restaurants', { category: null }, 3)).toBe('/restaurants?page=3');
    expect(buildPageHref('/tours', { category: 'river-cruise' }, 2)).toBe('/tours?category=river-cruise&page=2');
  });

  it('shows the ends and two pages around the current one, with gaps', () => {
    expect(getPageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(getPageWindow(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
    expect(getPageWindow(1, 10)).toEqual([1, 2, 3, null, 10]);
  });

  it('draws every page link as a 44 px tap target (issue 21)', () => {
    const html = renderToStaticMarkup(
      PaginationNav({
        page: 3,
        pageCount: 9,
        hrefFor: (p) => `/tours?page=${p}`,
        labels: { nav: 'Pages', previous: 'Previous', next: 'Next', page: 'Page {page}' },
      })!,
    );
    const links = [...html.matchAll(/<a [^>]*class="([^"]*)"/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(3);
    for (const cls of links) expect(cls.split(' ')).toEqual(expect.arrayContaining(['min-h-11', 'min-w-11']));
  });
});
