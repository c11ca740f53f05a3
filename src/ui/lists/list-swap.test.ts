import { describe, expect, it } from 'vitest';
import { isPlainClick, swapTarget } from './list-swap';

const page = { origin: 'http://localhost:4321', pathname: '/nl/restaurants', href: 'http://localhost:4321/nl/restaurants?category=international' };
const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };

describe('list swap', () => {
  it('swaps only addresses of the same list page', () => {
    expect(swapTarget('/nl/restaurants?category=street-food&open=now', page)?.search).toBe('?category=street-food&open=now');
    expect(swapTarget('/nl/restaurants', page)?.search).toBe('');
    expect(swapTarget('/restaurants?category=street-food', page)).toBeNull();
    expect(swapTarget('/nl/restaurant/1', page)).toBeNull();
    expect(swapTarget('https://example.com/nl/restaurants', page)).toBeNull();
  });

  it('leaves modified, middle and already handled clicks to the browser', () => {
    expect(isPlainClick(click)).toBe(true);
    for (const change of [{ button: 1 }, { metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { defaultPrevented: true }]) {
      expect(isPlainClick({ ...click, ...change })).toBe(false);
    }
  });
});
