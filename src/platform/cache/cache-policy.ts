/**
 * The rules of the page cache, as pure functions: how long a page may be kept (never past the
 * next midnight in Paramaribo, since opening hours and upcoming events change then), what a CDN
 * and a browser are told, the cache key, content negotiation and ETag matching.
 */
import { getParamariboDateAt } from '~/platform/dates/paramaribo-day';

/** Set by the Astro cache provider on cacheable answers, read and removed by the page cache. */
export const INTERNAL_CACHE_HEADER = 'x-guide-cache';
/** The cache tags of an answer, comma-separated; internal like the header above. */
export const INTERNAL_TAGS_HEADER = 'x-guide-cache-tags';
/** Tells tests and operators whether the page cache answered (HIT), rendered and kept (MISS) or is off (BYPASS). */
export const CACHE_STATUS_HEADER = 'x-astro-cache';

/** The longest a page stays in the server's cache, even without any change: a safety net for writes made outside the app. */
export const SERVER_MAX_AGE = 3600;
/** How long a CDN in front may keep a page before asking again; it is not told about saves, so this bounds its staleness. */
const CDN_MAX_AGE = 60;
/** How long a CDN may keep serving an old copy while it fetches a new one. */
const CDN_STALE_WHILE_REVALIDATE = 300;

export interface CacheDirective {
  maxAge: number;
  swr: number;
}

/** Seconds from `now` until the next midnight in Paramaribo (at least 1). */
export function getSecondsUntilParamariboMidnight(now: Date): number {
  const midnight = getParamariboDateAt(now, 1, 0).getTime();
  return Math.max(1, Math.floor((midnight - now.getTime()) / 1000));
}

/** A max-age that never reaches past the next Paramaribo midnight: "today" is part of every page. */
export function boundToParamariboDay(maxAge: number, now: Date): number {
  return Math.max(0, Math.min(Math.floor(maxAge), getSecondsUntilParamariboMidnight(now)));
}

/** `max-age=60, swr=300` → { maxAge: 60, swr: 300 }; null when absent or not positive. */
export function parseCacheDirective(header: string | null | undefined): CacheDirective | null {
  if (!header) return null;
  let maxAge = 0;
  let swr = 0;
  for (const part of header.split(',')) {
    const [name, value] = part.trim().toLowerCase().split('=');
    const n = Number.parseInt(value ?? '', 10);
    if (!Number.isFinite(n) || n < 0) continue;
    if (name === 'max-age') maxAge = n;
    if (name === 'swr') swr = n;
  }
  return maxAge > 0 ? { maxAge, swr } : null;
}

/** The internal header value for a directive. */
export function formatCacheDirective({ maxAge, swr }: CacheDirective): string {
  return swr > 0 ? `max-age=${maxAge}, swr=${swr}` : `max-age=${maxAge}`;
}

/** `restaurants, home` → ['restaurants', 'home']. */
export function parseTags(header: string | null | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
}

/**
 * What browsers and CDNs are told about a cached page that stays valid here for `remaining`
 * seconds: browsers always revalidate (a cheap 304 with the ETag), a CDN keeps it briefly, and
 * neither keeps it past the moment this server would drop it (the next Paramaribo midnight at most).
 */
export function buildClientCacheControl(remaining: number): string {
  const shared = Math.max(0, Math.min(CDN_MAX_AGE, Math.floor(remaining)));
  const stale = Math.max(0, Math.min(CDN_STALE_WHILE_REVALIDATE, Math.floor(remaining) - shared));
  const parts = ['public', 'max-age=0', `s-maxage=${shared}`];
  if (stale > 0) parts.push(`stale-while-revalidate=${stale}`);
  return parts.join(', ');
}

/** Query parameters that only track campaigns: they never change a page, so they stay out of the key. */
const TRACKING_PARAM = /^(utm_.*|fbclid|gclid|gbraid|wbraid|dclid|msclkid|twclid|mc_cid|mc_eid|_ga|_gl|ref)$/i;

/**
 * An origin-form target read the way Astro reads it (`http://` + host + target): `//a/b` stays the
 * path `//a/b` instead of becoming host `a`, so the key names the page that was rendered.
 */
export function parseTarget(target: string): URL {
  return new URL(`http://x${target.startsWith('/') ? target : `/${target}`}`);
}

/** A `page` value that is a page number; any other answers the same 404 (src/ui/pagination.ts), so all of them share one key. */
const PAGE_NUMBER = /^[1-9]\d{0,15}$/;

/**
 * The cache key of a request: host, protocol seen by the app, path and the sorted meaningful query. `read` names
 * the parameters the cached route reads (route-rules.ts; null keeps every one): any other is left out, like the
 * tracking parameters, since the page renders without it. Names are sorted, the values of one name keep their order.
 */
export function buildCacheKey(target: string, host: string | undefined, forwardedProto: string | undefined, read: ReadonlySet<string> | null = null): string {
  const url = parseTarget(target);
  const params = [...url.searchParams]
    .filter(([k]) => !TRACKING_PARAM.test(k) && (read === null || read.has(k)))
    .map(([k, v]): [string, string] => [k, read !== null && k === 'page' && !PAGE_NUMBER.test(v) ? '!' : v]);
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = params.length ? `?${new URLSearchParams(params).toString()}` : '';
  return `${(forwardedProto ?? '').toLowerCase()}|${(host ?? '').toLowerCase()}|${url.pathname}${query}`;
}

/** The target with only the query parameters in `read` (in their order): what Astro renders for a cached route. */
export function keepReadParams(target: string, read: ReadonlySet<string>): string {
  const mark = target.indexOf('?');
  if (mark < 0) return target;
  const kept = [...new URLSearchParams(target.slice(mark + 1))].filter(([k]) => read.has(k));
  return kept.length ? `${target.slice(0, mark)}?${new URLSearchParams(kept).toString()}` : target.slice(0, mark);
}

/** The encoding to send for an Accept-Encoding header: brotli first, then gzip, honouring q=0. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    weights.set(name.trim(), q ? Number.parseFloat(q.slice(2)) || 0 : 1);
  }
  const weight = (name: string) => weights.get(name) ?? (weights.has('*') ? (weights.get('*') as number) : 0);
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

/** The ETag of one encoding of a body whose hash is `hash`: the variants must differ (RFC 9110 8.8.3). */
export function formatEtag(hash: string, encoding: 'br' | 'gzip' | null): string {
  return encoding ? `"${hash}-${encoding === 'br' ? 'br' : 'gz'}"` : `"${hash}"`;
}

/** Whether If-None-Match names any encoding of the body with this hash (weak comparison, as for GET). */
export function matchesIfNoneMatch(header: string | undefined, hash: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => {
    const opaque = tag.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
    return opaque === hash || opaque === `${hash}-br` || opaque === `${hash}-gz`;
  });
}

/**
 * Cache-Control for files of public/ whose names carry no content hash (send's default is
 * max-age=0, a revalidation on every visit): the images a page draws keep a week, the favicons and
 * app icons a day, the service worker none (no-cache). A changed file must get a new name to reach every visitor at once. Null for other paths.
 */
export function getPublicFileCacheControl(pathname: string): string | null {
  if (pathname.startsWith('/images/')) return 'public, max-age=604800, stale-while-revalidate=86400';
  if (/^\/favicon\.(ico|svg)$/.test(pathname) || pathname.startsWith('/icons/')) return 'public, max-age=86400';
  // The service worker: the browser asks again on every check, so a new deploy takes over on the next visit.
  if (pathname === '/sw.js') return 'no-cache';
  return null;
}

/** Text types worth compressing. */
export function isCompressibleType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  return /^(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json|rss\+xml)|image\/svg\+xml)/i.test(contentType.trim());
}
