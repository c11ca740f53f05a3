/**
 * Which answers the page cache keeps, and the tags that clear them (astro.config.mjs `routeRules`).
 * A page lists every kind of content it shows, so a save of that kind clears it in both languages.
 */
import { defaultLocale, locales } from '~/platform/i18n/config';
import { SERVER_MAX_AGE } from './cache-policy';

/** The tags admin writes name (see invalidate.server.ts). */
export const CONTENT_TAGS = ['restaurants', 'tours', 'events', 'news', 'settings', 'testimonials'] as const;
export type ContentTag = (typeof CONTENT_TAGS)[number];

/** A route rule as Astro's `routeRules` takes it. */
export interface CacheRouteRule {
  maxAge: number;
  tags: string[];
}

/** Public pages by English path, with what they show. Each other language's page is the same under its prefix (/nl). */
const PAGE_TAGS: Record<string, readonly string[]> = {
  '/': CONTENT_TAGS,
  '/restaurants': ['restaurants'],
  '/restaurant/[id]': ['restaurants'],
  '/tours': ['tours'],
  '/tour/[id]': ['tours'],
  // A place's reviews page (issue 20): its name, and its reviews, which change with the place's pages' tag.
  '/restaurant/[id]/reviews': ['restaurants'],
  '/tour/[id]/reviews': ['tours'],
  '/events': ['events'],
  '/news': ['news'],
  '/news/[id]': ['news'],
  // Contact details come from the server's settings and the plan catalogue: nothing an admin saves.
  '/contact': ['contact'],
  // The offline page the service worker keeps (issue 19): fixed text, nothing an admin saves.
  '/offline': ['offline'],
  // The Saved page (issue 19): fixed text; the list is read on the device.
  '/saved': ['saved'],
};

/** Public API reads and the sitemap. */
const ENDPOINT_TAGS: Record<string, readonly string[]> = {
  '/api/restaurants': ['restaurants'],
  '/api/restaurants/[id]': ['restaurants'],
  '/api/restaurants/editors-picks': ['restaurants'],
  '/api/tours': ['tours'],
  '/api/tours/[id]': ['tours'],
  '/api/events/featured': ['events'],
  '/api/events/upcoming': ['events'],
  '/api/news': ['news'],
  '/api/news/featured': ['news'],
  '/api/testimonials': ['testimonials'],
  '/api/settings/hero-image': ['settings'],
  '/sitemap.xml': ['restaurants', 'tours', 'news'],
  '/sitemap-[n].xml': ['restaurants', 'tours', 'news'],
};

/**
 * The query parameters each cached page reads (every page also reads `lang`, see src/middleware/language.ts). Any
 * other parameter never changes a page: the page cache leaves it out of the key and out of the address Astro
 * renders, so `?zzz=<random>` answers the cached page and cannot fill the cache. A page missing here reads none.
 */
const PAGE_QUERY: Record<string, readonly string[]> = {
  '/restaurants': ['category', 'open', 'page'],
  '/tours': ['category', 'page'],
  '/restaurant/[id]/reviews': ['page'],
  '/tour/[id]/reviews': ['page'],
  '/events': ['when'],
};

/** The query parameters each cached endpoint reads (their zod schemas in the features); the same rule as pages. */
const ENDPOINT_QUERY: Record<string, readonly string[]> = {
  '/api/restaurants': ['lang', 'limit', 'cursor', 'category', 'open'],
  '/api/restaurants/[id]': ['lang'],
  '/api/restaurants/editors-picks': ['lang'],
  '/api/tours': ['lang', 'limit', 'cursor', 'category'],
  '/api/tours/[id]': ['lang'],
  '/api/events/featured': ['lang'],
  '/api/events/upcoming': ['lang', 'limit'],
  '/api/news': ['lang', 'limit'],
  '/api/news/featured': ['lang', 'limit'],
  '/api/testimonials': ['lang', 'limit'],
};

/** Each page rule for the English path and under every other language's prefix ('/' -> '/nl', '/tours' -> '/nl/tours'). */
function inEveryLanguage(rules: Record<string, readonly string[]>): [string, readonly string[]][] {
  const prefixes = locales.filter((lang) => lang !== defaultLocale).map((lang) => `/${lang}`);
  return Object.entries(rules).flatMap(([path, tags]) => [
    [path, tags],
    ...prefixes.map((prefix): [string, readonly string[]] => [path === '/' ? prefix : `${prefix}${path}`, tags]),
  ]);
}

/** The `routeRules` of astro.config.mjs: every cached route with its tags and the server-side maximum age. */
export const PAGE_CACHE_ROUTE_RULES: Record<string, CacheRouteRule> = Object.fromEntries(
  [...inEveryLanguage(PAGE_TAGS), ...Object.entries(ENDPOINT_TAGS)].map(([path, tags]) => [path, { maxAge: SERVER_MAX_AGE, tags: [...tags] }]),
);

/** A cached route's path as a pattern: `[id]`-style segments match one segment; a trailing slash is the same page. */
function toPattern(route: string): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    `^${route
      .split(/\[[^\]]+\]/)
      .map(escape)
      .join('[^/]+')}/?$`,
  );
}

/** Every cached route with the query parameters it reads. */
const ROUTE_QUERIES: { pattern: RegExp; query: ReadonlySet<string> }[] = [
  ...inEveryLanguage(Object.fromEntries(Object.keys(PAGE_TAGS).map((path) => [path, ['lang', ...(PAGE_QUERY[path] ?? [])]]))),
  ...Object.keys(ENDPOINT_TAGS).map((path): [string, readonly string[]] => [path, ENDPOINT_QUERY[path] ?? []]),
].map(([route, query]) => ({ pattern: toPattern(route), query: new Set(query) }));

/** The query parameters the cached route at `pathname` reads, or null for a path no cached route serves (its query is kept whole). */
export function getRouteQueryParams(pathname: string): ReadonlySet<string> | null {
  return ROUTE_QUERIES.find((r) => r.pattern.test(pathname))?.query ?? null;
}
