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
