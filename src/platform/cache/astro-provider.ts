/**
 * Our Astro route-cache provider (astro.config.mjs `cache.provider`). Astro calls it with the
 * route rules' (or `Astro.cache.set`'s) maxAge and tags: it marks the answer with internal headers
 * for the page cache in front (src/platform/cache/page-cache.server.ts), capping the age at the next
 * Paramaribo midnight by the server's clock (the one requests read, so a test can move it), and forwards `context.cache.invalidate()` to that cache.
 */
import type { CacheProvider, CacheProviderFactory } from 'astro';
import { boundToParamariboDay, formatCacheDirective, INTERNAL_CACHE_HEADER, INTERNAL_TAGS_HEADER } from './cache-policy';
import { getPageCache } from './registry';
import { getServerClock } from '~/platform/clock/server-clock';

/** Creates the provider; it holds no state (the cache lives in the serving process). */
const createGuideCacheProvider: CacheProviderFactory = (): CacheProvider => ({
  name: 'guide-page-cache',
  setHeaders(options) {
    const headers = new Headers();
    const maxAge = boundToParamariboDay(options.maxAge ?? 0, getServerClock()());
    if (maxAge > 0) headers.set(INTERNAL_CACHE_HEADER, formatCacheDirective({ maxAge, swr: options.swr ?? 0 }));
    if (options.tags?.length) headers.set(INTERNAL_TAGS_HEADER, options.tags.join(', '));
    return headers;
  },
  async invalidate(options) {
    const cache = getPageCache();
    if (!cache) return;
    if (options.tags) cache.invalidateTags(Array.isArray(options.tags) ? options.tags : [options.tags]);
    if (options.path) cache.invalidatePath(options.path);
  },
});

export default createGuideCacheProvider;
