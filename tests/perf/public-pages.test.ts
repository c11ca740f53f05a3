/**
 * Every public page is measured by the byte budgets (e2e/budget/pages.ts) in both languages, and
 * every public content page is kept by the page cache and cleared by the tags of what it shows.
 */
import { describe, expect, it } from 'vitest';
import { localize, PUBLIC_PAGES } from '../../e2e/budget/pages';
import { listPageRoutes } from '../helpers/page-routes';
import { CONTENT_TAGS, PAGE_CACHE_ROUTE_RULES } from '~/platform/cache/route-rules';

/** Same screen under a second address (spec section 2): measured through its main address. */
const ALIASES: Record<string, string> = { '/bank-transfer-checkout': '/checkout/bank-transfer' };
/** Pages rendered per visitor (no-store): checkout reads browser storage and payment sessions; search answers per query. */
const UNCACHED = ['/checkout', '/checkout/success', '/checkout/bank-transfer', '/search'];

/**
 * Public page routes from the file tree, e.g. '/restaurant/[id]'; `nl` lists the Dutch ones. The
 * listing editor (/listing/<token>) is private like the dashboard: opened from an emailed link,
 * noindex and never cached (tests/listings/editor-http.test.ts). So are the newsletter's pages
 * (sign-up result, confirm and unsubscribe links: noindex, per visitor; tests/newsletter), and the
 * review form and confirm pages (noindex, per visitor; tests/reviews).
 */
function listPublicRoutes(lang: 'en' | 'nl' = 'en'): string[] {
  const routes = listPageRoutes(/^(admin|api|objects|listing|newsletter|review)(\/|$)|^newsletter\.astro$|admin-login|\/write-review\.astro$/);
  return lang === 'nl' ? routes.map((route) => localize(route, 'nl')) : routes;
}

const toPattern = (route: string) => new RegExp(`^${route.replace(/\[[^\]]+\]/g, '[^/]+')}$`);

describe('public page coverage', () => {
  const routes = listPublicRoutes();

  it('finds the public pages of the spec in src/pages', () => {
    expect(routes).toEqual(expect.arrayContaining(['/', '/restaurants', '/restaurant/[id]', '/tours', '/tour/[id]', '/events', '/news', '/contact']));
  });

  it('measures every public page in the byte budgets', () => {
    for (const route of routes) {
      const measured = ALIASES[route] ?? route;
      expect(
        // A page measured with a query (/search?q=roti) counts for its route.
        PUBLIC_PAGES.some((p) => toPattern(measured).test(p.path.split('?')[0] ?? p.path)),
        `${route} has no entry in e2e/budget/pages.ts`,
      ).toBe(true);
      expect(listPublicRoutes('nl'), `Dutch page for ${route}`).toContain(localize(route, 'nl'));
    }
  });

  it('keeps every public content page in the page cache, in both languages, with content tags', () => {
    for (const route of routes.filter((r) => !UNCACHED.includes(ALIASES[r] ?? r) && !ALIASES[r])) {
      for (const lang of ['en', 'nl'] as const) {
        const rule = PAGE_CACHE_ROUTE_RULES[localize(route, lang)];
        expect(rule, `no cache rule for ${localize(route, lang)}`).toBeDefined();
        expect(rule?.tags.length).toBeGreaterThan(0);
      }
    }
    expect(PAGE_CACHE_ROUTE_RULES['/']?.tags).toEqual([...CONTENT_TAGS]);
    for (const route of UNCACHED) expect(PAGE_CACHE_ROUTE_RULES[route], route).toBeUndefined();
  });
});
