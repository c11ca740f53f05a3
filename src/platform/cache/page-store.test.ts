import { describe, expect, it } from 'vitest';
import { createPageStore, type PageEntry } from './page-store';

function makeEntry(key: string, tags: string[], bytes = 100, expiresAt = 1_000): PageEntry {
  return { key, status: 200, headers: [], body: Buffer.alloc(bytes), hash: key, tags, expiresAt, encoded: {}, bytes };
}

describe('page store', () => {
  it('drops exactly the entries that carry an invalidated tag', () => {
    const store = createPageStore({ maxEntries: 10, maxBytes: 10_000 });
    for (const [key, tags] of [
      ['home', ['restaurants', 'events']],
      ['list', ['restaurants']],
      ['events', ['events']],
      ['tours', ['tours']],
    ] as const) {
      store.set(makeEntry(key, [...tags]), store.epoch());
    }
    expect(store.invalidate(['restaurants'])).toBe(2);
    expect(['home', 'list', 'events', 'tours'].map((k) => Boolean(store.get(k, 0)))).toEqual([false, false, true, true]);
  });

  it('refuses a render that started before a save of one of its tags', () => {
    const store = createPageStore({ maxEntries: 10, maxBytes: 10_000 });
    const before = store.epoch();
    store.invalidate(['restaurants']);
    expect(store.set(makeEntry('list', ['restaurants']), before)).toBe(false);
    expect(store.set(makeEntry('tours', ['tours']), before)).toBe(true);
    expect(store.set(makeEntry('list', ['restaurants']), store.epoch())).toBe(true);
  });

  it('evicts the least recently used entries to stay within count and bytes', () => {
    const store = createPageStore({ maxEntries: 3, maxBytes: 250 });
    store.set(makeEntry('a', [], 100), 0);
    store.set(makeEntry('b', [], 100), 0);
    store.get('a', 0);
    store.set(makeEntry('c', [], 100), 0);
    expect(store.get('b', 0)).toBeUndefined();
    expect(store.stats()).toEqual({ entries: 2, bytes: 200 });
    const a = store.get('a', 0) as PageEntry;
    store.grow(a, 100);
    expect(store.get('c', 0)).toBeUndefined();
    expect(store.stats().bytes).toBeLessThanOrEqual(250);
  });

  it('forgets expired entries and refuses entries larger than the whole budget', () => {
    const store = createPageStore({ maxEntries: 3, maxBytes: 250 });
    store.set(makeEntry('old', [], 10, 500), 0);
    expect(store.get('old', 499)).toBeDefined();
    expect(store.get('old', 500)).toBeUndefined();
    expect(store.set(makeEntry('huge', [], 300), 0)).toBe(false);
  });
});
