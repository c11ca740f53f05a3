/// <reference lib="webworker" />
/**
 * The service worker (issue 19), bundled into dist/client/sw.js at build (./build-service-worker.ts).
 * Precache: the shell only (CSS, the two offline pages, icons, React's runtime and the public islands). Runtime: public pages network first
 * (3 s, then the kept copy with an offline note), same-origin images stale-while-revalidate. Never
 * kept: the paths of isNeverCached, any non-GET (routes match GET only), any answer that is not a
 * 200 or says no-store/private. A new deploy's worker takes over at once and drops old caches.
 */
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import {
  addOfflineNote,
  CACHE_NAMES,
  CACHE_PREFIX,
  IMAGE_LIMITS,
  isNeverCached,
  isStorable,
  languageOfPath,
  NETWORK_TIMEOUT_SECONDS,
  offlinePagePath,
  PAGE_LIMITS,
} from './offline-rules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// Caches of an older deploy (another RUNTIME_VERSION) go when this worker takes over.
self.addEventListener('activate', (event) => {
  const current = new Set<string>(Object.values(CACHE_NAMES));
  event.waitUntil(
    caches.keys().then((keys) => Promise.all(keys.filter((key) => key.startsWith(CACHE_PREFIX) && !current.has(key)).map((key) => caches.delete(key)))),
  );
});

/** Keeps only what isStorable allows (replaces Workbox's default 'status 200' check). */
const storableOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (isStorable(response) ? response : null),
};

/** A kept copy of a page, with the offline note and the date it was fetched. */
async function markAsCopy(response: Response, pathname: string): Promise<Response> {
  const date = response.headers.get('date');
  const html = addOfflineNote(await response.text(), languageOfPath(pathname), date ? new Date(date) : null);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}

const offlineNote: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse, request }) =>
    cachedResponse ? markAsCopy(cachedResponse, new URL(request.url).pathname) : cachedResponse,
};

/**
 * Fetches a page past the browser's HTTP cache: pages are sent with stale-while-revalidate=300, and
 * Chromium would otherwise answer an offline visit from its own copy, without the offline note.
 * (Workbox ignores fetchOptions for navigations, and a navigation request cannot be copied with
 * options, so a plain GET is made; redirects stay manual, as a navigation's are.)
 */
const pastHttpCache: WorkboxPlugin = {
  requestWillFetch: async ({ request }) =>
    new Request(request.url, { headers: request.headers, credentials: 'same-origin', redirect: 'manual', cache: 'no-cache' }),
};

const sameOrigin = (url: URL) => url.origin === self.location.origin;

registerRoute(({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && isNeverCached(url.pathname), new NetworkOnly());

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url),
  new NetworkFirst({
    cacheName: CACHE_NAMES.pages,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [pastHttpCache, storableOnly, new ExpirationPlugin({ ...PAGE_LIMITS, purgeOnQuotaError: true }), offlineNote],
  }),
);

registerRoute(
  ({ request, url }) => request.destination === 'image' && sameOrigin(url) && !isNeverCached(url.pathname),
  new StaleWhileRevalidate({
    cacheName: CACHE_NAMES.images,
    plugins: [storableOnly, new ExpirationPlugin({ ...IMAGE_LIMITS, purgeOnQuotaError: true })],
  }),
);

/** A saved place's copy (kept by the page when the visitor saved it); an image matches at any width or format. */
function matchSaved(request: Request, anyVariant: boolean): Promise<Response | undefined> {
  return caches.open(CACHE_NAMES.saved).then((cache) => cache.match(request, { ignoreVary: true, ignoreSearch: anyVariant }));
}

// With no network and no kept copy: a saved place's image or page, else (a page) the offline page in the path's language.
setCatchHandler(async ({ request, url }) => {
  if (request.destination === 'image' && url && sameOrigin(url)) return (await matchSaved(request, true)) ?? Response.error();
  if (request.mode !== 'navigate' || !url) return Response.error();
  if (!isNeverCached(url.pathname)) {
    const saved = await matchSaved(request, false);
    if (saved) return markAsCopy(saved, url.pathname);
  }
  return (await matchPrecache(offlinePagePath(url.pathname))) ?? Response.error();
});
