/**
 * The page cache in front of Astro's handler (see src/platform/server/handler-chain.ts). Pages and public
 * API answers that Astro marked cacheable (route rules in astro.config.mjs, through our cache
 * provider) are rendered once per path and language, kept with a hash of their body, and served
 * from memory with ETag/304, brotli or gzip compressed once per copy, until an admin save drops
 * them by tag or the next Paramaribo midnight expires them. Hashed /_astro files are kept
 * compressed too; every other text answer is compressed on the fly.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { logEvent } from '~/platform/log/logger';
import {
  buildCacheKey,
  CACHE_STATUS_HEADER,
  getPublicFileCacheControl,
  INTERNAL_CACHE_HEADER,
  INTERNAL_TAGS_HEADER,
  isCompressibleType,
  keepReadParams,
  parseCacheDirective,
  parseTags,
  parseTarget,
  pickEncoding,
} from './cache-policy';
import { BEST_BROTLI_QUALITY, compressBody, createBackgroundQueue } from './compress.server';
import { interceptResponse } from './intercept.server';
import { createPageStore, type PageEntry, type PageStore } from './page-store';
import { registerPageCache, type PageCacheControl } from './registry';
import { getRouteQueryParams } from './route-rules';
import { sendCompressed, sendEntry, type EntrySender } from './send-entry.server';

/** A Node request handler such as Astro's. */
type NodeHandler = (req: IncomingMessage, res: ServerResponse) => unknown;

export interface PageCacheSettings {
  /** PAGE_CACHE=0 turns the page store off (pages render on every request); compression stays. */
  enabled: boolean;
  maxEntries: number;
  maxBytes: number;
}

export interface PageCache {
  wrap: (handler: NodeHandler) => NodeHandler;
  control: PageCacheControl;
  pages: PageStore;
  /** Resolves when background brotli upgrades are done (tests, benchmarks). */
  idle: () => Promise<void>;
}

/** Headers that belong to one request or are rebuilt when a copy is sent. */
const PER_REQUEST_HEADERS = new Set([
  'x-request-id',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'set-cookie',
  'etag',
  CACHE_STATUS_HEADER,
]);
/** Texts under this size are sent as they are: compression would save less than a packet. */
const MIN_COMPRESS_BYTES = 1024;
/** Per-entry bookkeeping counted on top of the bytes, so thousands of tiny answers still hit the bound. */
const ENTRY_OVERHEAD = 1024;

/** Reads PAGE_CACHE, PAGE_CACHE_MAX_ENTRIES and PAGE_CACHE_MAX_MB; throws a message naming a bad value. */
export function readPageCacheSettings(env: NodeJS.ProcessEnv = process.env): PageCacheSettings {
  const flag = env.PAGE_CACHE?.trim() || '1';
  if (flag !== '0' && flag !== '1') throw new Error('PAGE_CACHE must be 0 or 1');
  const whole = (name: string, fallback: number, max: number): number => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > max) throw new Error(`${name} must be a whole number from 1 to ${max}`);
    return Number(raw);
  };
  return {
    enabled: flag === '1',
    maxEntries: whole('PAGE_CACHE_MAX_ENTRIES', 2000, 1_000_000),
    maxBytes: whole('PAGE_CACHE_MAX_MB', 64, 65_536) * 1024 * 1024,
  };
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The response headers worth replaying, lower-case. */
function collectHeaders(res: ServerResponse): [string, string | string[]][] {
  return Object.entries(res.getHeaders())
    .filter(([name, value]) => value !== undefined && !PER_REQUEST_HEADERS.has(name))
    .map(([name, value]) => [name, Array.isArray(value) ? value : String(value)]);
}

function hashBody(body: Buffer): string {
  return createHash('sha1').update(body).digest('base64url');
}

/** Whether Astro marked the answer for the page cache, and nothing in it forbids keeping it. */
function readCacheability(res: ServerResponse): { maxAge: number; tags: string[] } | null {
  const directive = parseCacheDirective(firstHeader(res.getHeader(INTERNAL_CACHE_HEADER) as string | undefined));
  const tags = parseTags(res.getHeader(INTERNAL_TAGS_HEADER) as string | undefined);
  if (!directive || (res.statusCode !== 200 && res.statusCode !== 404)) return null;
  if (res.hasHeader('set-cookie') || res.hasHeader('content-encoding')) return null;
  if (/no-store|private/i.test(String(res.getHeader('cache-control') ?? ''))) return null;
  if (/(^|,)\s*(cookie|\*)\s*(,|$)/i.test(String(res.getHeader('vary') ?? ''))) return null;
  return { maxAge: directive.maxAge, tags };
}

/** Creates the page cache and registers it for the Astro cache provider's invalidations. */
export function createPageCache(settings: PageCacheSettings, now: () => number = Date.now): PageCache {
  const pages = createPageStore({ maxEntries: settings.maxEntries, maxBytes: settings.maxBytes });
  // Hashed build files never change while the process runs: keep them, compressed, without expiry.
  const assets = createPageStore({ maxEntries: 500, maxBytes: 32 * 1024 * 1024 });
  const inflight = new Map<string, Promise<PageEntry | null>>();
  const queue = createBackgroundQueue();
  const sender: EntrySender = {
    now,
    upgrade(entry, store) {
      queue.push(async () => {
        const best = await compressBody(entry.body, 'br', BEST_BROTLI_QUALITY);
        const current = await entry.encoded.br;
        if (!current || best.length >= current.length) return;
        entry.encoded.br = Promise.resolve(best);
        store.grow(entry, best.length - current.length);
      });
    },
  };

  const control: PageCacheControl = {
    invalidateTags(tags) {
      const dropped = pages.invalidate(tags);
      // A render already under way started before the save: new requests must not wait for it.
      inflight.clear();
      logEvent('page_cache_invalidated', { tags: [...tags], dropped });
      return dropped;
    },
    invalidatePath(path) {
      // Every entry also carries the tag `path:{pathname}` (see render), so a path is a tag too.
      const dropped = pages.invalidate([`path:${path}`]);
      inflight.clear();
      logEvent('page_cache_invalidated', { path, dropped });
      return dropped;
    },
  };
  registerPageCache(control);

  /** Renders through Astro, keeping the answer when it is cacheable and compressing text either way. */
  function render(req: IncomingMessage, res: ServerResponse, handler: NodeHandler, key: string, store: PageStore | null, asset: boolean): unknown {
    const epoch = pages.epoch();
    let settle: (entry: PageEntry | null) => void = () => undefined;
    // A response already closed (its visitor left while it waited for another render) fires no 'close' again: a flight
    // opened for it would never settle, and every later request for the address would wait on it for good.
    if (store && !inflight.has(key) && !res.destroyed) {
      const flight = new Promise<PageEntry | null>((resolve) => (settle = resolve));
      inflight.set(key, flight);
      void flight.then(() => inflight.get(key) === flight && inflight.delete(key));
    }
    res.once('close', () => settle(null));
    let kind: 'page' | 'compress' = 'compress';
    let cacheability: { maxAge: number; tags: string[] } | null = null;
    interceptResponse(res, {
      decide(r) {
        const publicFile = r.statusCode === 200 ? getPublicFileCacheControl(parseTarget(req.url ?? '/').pathname) : null;
        if (publicFile) r.setHeader('Cache-Control', publicFile);
        cacheability = asset ? (r.statusCode === 200 ? { maxAge: Number.POSITIVE_INFINITY, tags: [] } : null) : readCacheability(r);
        r.removeHeader(INTERNAL_CACHE_HEADER);
        r.removeHeader(INTERNAL_TAGS_HEADER);
        if (cacheability && (asset ? isCompressibleType(String(r.getHeader('content-type') ?? '')) : true)) {
          kind = 'page';
          return 'buffer';
        }
        settle(null);
        const text = isCompressibleType(String(r.getHeader('content-type') ?? ''));
        const plain = r.statusCode !== 200 || r.hasHeader('content-encoding') || req.headers.range !== undefined;
        return text && !plain && pickEncoding(firstHeader(req.headers['accept-encoding'])) ? 'buffer' : 'pass';
      },
      async finish(captured) {
        if (kind === 'compress' || !cacheability) return sendCompressed(req, res, captured.body, MIN_COMPRESS_BYTES);
        const entry = {
          key,
          status: captured.status,
          headers: collectHeaders(res),
          body: captured.body,
          hash: hashBody(captured.body),
          tags: [...cacheability.tags, `path:${parseTarget(req.url ?? '/').pathname}`],
          expiresAt: now() + cacheability.maxAge * 1000,
          encoded: {},
          bytes: captured.body.length + ENTRY_OVERHEAD,
        };
        const kept = store ? store.set(entry, epoch) : false;
        settle(kept ? entry : null);
        for (const name of res.getHeaderNames()) if (name !== 'x-request-id') res.removeHeader(name);
        await sendEntry(req, res, entry, kept ? store : null, asset ? null : store ? 'MISS' : 'BYPASS', sender);
      },
    });
    return handler(req, res);
  }

  function wrap(handler: NodeHandler): NodeHandler {
    return async (req, res) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return handler(req, res);
      const asset = (req.url ?? '/').startsWith('/_astro/');
      // A cached route renders without the parameters it does not read: one copy, whatever else the address carries.
      const read = asset ? null : getRouteQueryParams(parseTarget(req.url ?? '/').pathname);
      if (read) req.url = keepReadParams(req.url ?? '/', read);
      const url = req.url ?? '/';
      const store = asset ? assets : settings.enabled ? pages : null;
      const key = asset ? url.split('?')[0] : buildCacheKey(url, req.headers.host, firstHeader(req.headers['x-forwarded-proto']), read);
      if (store) {
        let hit = store.get(key, now());
        // Another request is rendering this page right now: wait for it rather than render it twice.
        const flight = hit || req.method !== 'GET' ? undefined : inflight.get(key);
        if (flight) hit = (await flight) ?? undefined;
        // The visitor left while this request waited: nothing to send, nothing to render.
        if (flight && res.destroyed) return;
        if (hit) return sendEntry(req, res, hit, store, asset ? null : 'HIT', sender);
      }
      if (req.method === 'HEAD') return handler(req, res);
      return render(req, res, handler, key, store, asset);
    };
  }

  return { wrap, control, pages, idle: () => queue.idle() };
}
