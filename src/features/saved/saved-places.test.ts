import { beforeEach, describe, expect, it } from 'vitest';
import { $savedPlaces, STORAGE_KEY, isSaved, loadSaved, parseSaved, removePlace, savePlace } from './saved-places';
import { placeFromSlot, saveSlotPlace, slotData, smallImageUrl } from './save-slot';
import { placeUrls } from './saved-cache';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

const roti = saveSlotPlace('restaurant', { id: 3, name: 'Roti Joe', imageUrl: '/objects/uploads/abcdefgh1234' }, ['Surinamese', null, 'Paramaribo']);
const now = new Date('2026-11-26T01:00:00Z');

describe('saved places', () => {
  beforeEach(() => $savedPlaces.set([]));

  it('describes a place with both language paths and a small same-origin image', () => {
    expect(roti).toEqual({
      id: 3,
      kind: 'restaurant',
      name: 'Roti Joe',
      paths: { en: '/restaurant/3', nl: '/nl/restaurant/3' },
      image: '/objects/uploads/abcdefgh1234?w=400&format=webp',
      facts: ['Surinamese', 'Paramaribo'],
    });
    expect(slotData('restaurant', { id: 3, name: 'Roti Joe', imageUrl: 'https://example.com/x.jpg' }, ['a'])).toEqual(['restaurant', 3, 'Roti Joe', null, 'a']);
    expect(placeFromSlot(['shop', 1, 'x', null])).toBeNull();
    expect(placeFromSlot({ kind: 'tour' })).toBeNull();
    // The page's script trusts only stored image paths in a slot: an outside or odd address is not kept.
    expect(placeFromSlot(['tour', 1, 'x', 'https://example.com/x.jpg'])?.image).toBeNull();
    expect(placeFromSlot(['tour', 1, 'x', '/objects/uploads/abcdefgh1234?w=9'])?.image).toBeNull();
    expect(smallImageUrl('https://example.com/x.jpg')).toBeNull();
    expect(saveSlotPlace('event', { id: 9, name: 'Fest' }, []).paths).toEqual({ en: '/events?when=all#event-9', nl: '/nl/events?when=all#event-9' });
    expect(placeUrls(roti)).toEqual(['/restaurant/3', '/nl/restaurant/3', '/objects/uploads/abcdefgh1234?w=400&format=webp']);
    // The cache ignores the anchor: every saved event keeps the list of all events itself (where its card always is).
    expect(placeUrls(saveSlotPlace('event', { id: 9, name: 'Fest' }, []))).toEqual(['/events?when=all', '/nl/events?when=all']);
  });

  it('saves to storage, survives a reload, and removes', () => {
    const storage = memoryStorage();
    savePlace(roti, now, storage);
    expect(isSaved($savedPlaces.get(), roti)).toBe(true);
    $savedPlaces.set([]);
    const loaded = loadSaved(storage);
    expect(loaded).toEqual([{ ...roti, savedAt: '2026-11-26T01:00:00.000Z' }]);
    removePlace(roti, storage);
    expect($savedPlaces.get()).toEqual([]);
    expect(JSON.parse(storage.data.get(STORAGE_KEY)!)).toEqual([]);
  });

  it('keeps one entry per place, newest first', () => {
    const storage = memoryStorage();
    const tour = saveSlotPlace('tour', { id: 3, name: 'River trip' }, []);
    savePlace(roti, now, storage);
    savePlace(tour, now, storage);
    savePlace(roti, new Date('2026-11-27T00:00:00Z'), storage);
    expect($savedPlaces.get().map((p) => `${p.kind}:${p.id}`)).toEqual(['restaurant:3', 'tour:3']);
  });

  it('ignores malformed stored values', () => {
    expect(parseSaved('not json')).toEqual([]);
    expect(parseSaved('{"a":1}')).toEqual([]);
    expect(parseSaved(JSON.stringify([{ id: 1, kind: 'shop', name: 'x', paths: { en: '/', nl: '/nl' }, facts: [] }]))).toEqual([]);
    expect(loadSaved(null)).toEqual([]);
  });
});
