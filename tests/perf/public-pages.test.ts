/**
 * Every public page is measured by the byte budgets (e2e/budget/pages.ts) in both languages, and
 * every public content page is kept by the page cache and cleared by the tags of what it shows.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localize, PUBLIC_PAGES } from '../../e2e/budget/pages';
import { CONTENT_TAGS, PAGE_CACHE_ROUTE_RULES } from '~/platform/cache/route-rules';

const PAGES_DIR = path.resolve('src/pages');
/** Same screen under a second address (spec section 2): measured through its main address. */
const ALIASES: Record<string, string> = { '/bank-transfer-checkout': '/checkout/bank-transfer' };
/** Pages rendered per visitor (no-store): checkout reads browser storage and payment sessions. */
const UNCACHED = ['/checkout', '/checkout/success', '/checkout/bank-transfer'];

/** One file serves a page in every language: src/pages/[...locale]/x.astro is /x and /nl/x. */
const LOCALE_DIR = '[...locale]';

/** Public page routes from the file tree, e.g. '/restaurant/[id]'; `nl` lists the Dutch ones. */
function listPublicRoutes(lang: 'en' | 'nl' = 'en', dir = PAGES_DIR): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    const rel = path
      .relative(PAGES_DIR, full)
      .split(path.sep)
      .filter((part) => part !== LOCALE_DIR)
      .join('/');
    // The no-JavaScript search form's address only redirects; it has no page of its own.
    if (entry.name.startsWith('_') || /^(admin|api|objects)(\/|$)|admin-login/.test(rel) || rel === 'search.astro') return [];
    if (entry.isDirectory()) return listPublicRoutes(lang, full);
    if (!entry.name.endsWith('.astro') || entry.name === '404.astro') return [];
    const route = `/${rel.replace(/\.astro$/, '').replace(/(^|\/)index$/, '')}`.replace(/(.)\/$/, '$1');
    return [lang === 'nl' ? localize(route, 'nl') : route];
  });
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
        PUBLIC_PAGES.some((p) => toPattern(measured).test(p.path)),
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
