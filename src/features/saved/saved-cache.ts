/**
 * Keeps a saved place's pages and image in the service worker's saved cache (issue 19), from the page:
 * only GETs of the site's own addresses, nothing else is sent. Without Cache Storage it does nothing.
 */
import { CACHE_NAMES } from '~/platform/pwa/offline-rules';
import type { SavedPlace } from './saved-places';

/**
 * The addresses kept for a place: its detail page in both languages and its small image. An event's
 * page is the events list with its card's anchor; the cache ignores the anchor, so saved events share it.
 */
export function placeUrls(place: Pick<SavedPlace, 'paths' | 'image'>): string[] {
  return [place.paths.en, place.paths.nl, ...(place.image ? [place.image] : [])].map((url) => url.split('#')[0]!);
}

export async function keepOffline(place: Pick<SavedPlace, 'paths' | 'image'>): Promise<void> {
  if (typeof caches === 'undefined') return;
  const cache = await caches.open(CACHE_NAMES.saved);
  await Promise.all(placeUrls(place).map((url) => cache.add(url).catch(() => undefined)));
}

/** Drops a removed place's addresses, except those a place still saved uses (the events list, a shared image). */
export async function dropOffline(place: Pick<SavedPlace, 'paths' | 'image'>, stillSaved: readonly Pick<SavedPlace, 'paths' | 'image'>[]): Promise<void> {
  if (typeof caches === 'undefined') return;
  const kept = new Set(stillSaved.flatMap(placeUrls));
  const cache = await caches.open(CACHE_NAMES.saved);
  await Promise.all(
    placeUrls(place)
      .filter((url) => !kept.has(url))
      .map((url) => cache.delete(url)),
  );
}
