import { describe, expect, it } from 'vitest';
import { buildViewHref, isPlainClick, readView, swapTarget } from './list-fetch';

const page = { origin: 'http://localhost:4321', pathname: '/nl/restaurants', href: 'http://localhost:4321/nl/restaurants?category=international' };
const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const categories = ['all', 'street-food', 'international'];

describe('list fetch', () => {
  it('shows in place only addresses of the same list page', () => {
    expect(swapTarget('/nl/restaurants?category=street-food&open=now', page)?.search).toBe('?category=street-food&open=now');
    expect(swapTarget('/nl/restaurants?page=2', page)?.search).toBe('?page=2');
    expect(swapTarget('/nl/restaurants', page)?.search).toBe('');
    expect(swapTarget('/restaurants?category=street-food', page)).toBeNull();
    expect(swapTarget('/nl/restaurant/1', page)).toBeNull();
    expect(swapTarget('tel:+5971234', page)).toBeNull();
    expect(swapTarget('https://example.com/nl/restaurants', page)).toBeNull();
  });

  it('leaves modified, middle and already handled clicks to the browser', () => {
    expect(isPlainClick(click)).toBe(true);
    for (const change of [{ button: 1 }, { metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { defaultPrevented: true }]) {
      expect(isPlainClick({ ...click, ...change })).toBe(false);
    }
  });

  it("builds a view's first page as the server links it: category, then open, no page", () => {
    expect(buildViewHref('/nl/restaurants', { category: 'all', open: false })).toBe('/nl/restaurants');
    expect(buildViewHref('/nl/restaurants', { category: 'street-food', open: false })).toBe('/nl/restaurants?category=street-food');
    expect(buildViewHref('/restaurants', { category: 'street-food', open: true })).toBe('/restaurants?category=street-food&open=now');
    expect(buildViewHref('/restaurants', { category: 'all', open: true })).toBe('/restaurants?open=now');
  });

  it('reads the view of an answered address, an unknown category as all', () => {
    expect(readView(new URL('http://x/restaurants?category=international&open=now&page=2'), categories)).toEqual({ category: 'international', open: true });
    expect(readView(new URL('http://x/restaurants?page=2'), categories)).toEqual({ category: 'all', open: false });
    expect(readView(new URL('http://x/restaurants?category=pizza&open=later'), categories)).toEqual({ category: 'all', open: false });
  });
});
