/**
 * The one place that wraps Astro's request handler before it is served: compression, a page
 * cache, anything that needs the raw Node request and response. It runs inside the request log
 * (so logged bytes are bytes sent) and inside the graceful shutdown's bookkeeping.
 */
import { createPageCache, readPageCacheSettings } from '~/platform/cache/page-cache.server';
import { getServerClock } from '~/platform/clock/server-clock';
import type { RequestHandler } from './http-server';

/**
 * Wraps Astro's handler in the page cache (src/platform/cache): cached pages and API reads with
 * ETag/304 and brotli/gzip, compressed static build files, on-the-fly compression of other text.
 */
export function wrapHandler(handler: RequestHandler): RequestHandler {
  // The server's clock, the one pages render by: a copy expires when the moment it was drawn for has passed.
  return createPageCache(readPageCacheSettings(), () => getServerClock()().getTime()).wrap(handler);
}
