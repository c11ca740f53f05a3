/**
 * Issue 14, item 9: every page names its own address in exactly one absolute canonical link, in its
 * own language, noindex or not (spec: 'The canonical URL is set from the current path'). The routes
 * are read from src/pages, so a page added later is walked too.
 */
import { describe, expect, it } from 'vitest';
import { serveFixtureCopy } from '../helpers/fixture-server';
import { listPageRoutes } from '../helpers/page-routes';

/** A seeded restaurant and tour; the fixture's first rows. */
const SEEDED_ID = '1';
/** Addresses that are pages too: a plan chosen, an unknown detail, an unknown path (404). */
const EXTRA_PATHS = [
  '/checkout?plan=event',
  '/checkout/success?session_id=cs_test_nothing',
  '/restaurant/987654',
  '/tour/987654',
  '/news/987654',
  '/search?q=roti',
  '/no-such-page',
];

/** English page routes from the file tree, with the seeded id for dynamic segments. */
const listSeededPageRoutes = () => listPageRoutes(/^(api|objects)(\/|$)/).map((route) => route.replace(/\[[^\]]+\]/g, SEEDED_ID));

const inDutch = (p: string) => (p === '/' ? '/nl' : `/nl${p}`);

const server = serveFixtureCopy();

/** Fetches a page, following the server's redirects (the dashboard sends visitors to the login). */
async function fetchPage(address: string): Promise<{ finalPath: string; status: number; html: string }> {
  let url = new URL(address, server.baseUrl);
  for (let hop = 0; hop < 3; hop++) {
    const res = await fetch(url, { redirect: 'manual' });
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      url = new URL(location, url);
      continue;
    }
    return { finalPath: url.pathname, status: res.status, html: await res.text() };
  }
  throw new Error(`${address}: too many redirects`);
}

/** The href of every <link rel="canonical"> in a page. */
function canonicalLinks(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*\brel="canonical"[^>]*>/gi)].map((m) => (/\bhref="([^"]*)"/.exec(m[0])?.[1] ?? '').replace(/&amp;/g, '&'));
}

describe('canonical links', () => {
  const routes = listSeededPageRoutes();

  it('finds the spec routes, the checkout and admin screens among them', () => {
    expect(routes).toEqual(
      expect.arrayContaining([
        '/',
        '/restaurants',
        '/restaurant/1',
        '/tour/1',
        '/contact',
        '/checkout',
        '/checkout/success',
        '/checkout/bank-transfer',
        '/bank-transfer-checkout',
        '/admin/login',
        '/admin-login',
        '/admin',
      ]),
    );
  });

  it('every page in both languages has exactly one, absolute, pointing to its own language version', async () => {
    const checked: string[] = [];
    for (const english of [...routes, ...EXTRA_PATHS]) {
      for (const address of [english, inDutch(english)]) {
        const page = await fetchPage(address);
        expect(page.status, address).toBeLessThan(500);
        const links = canonicalLinks(page.html);
        expect(links, `${address}: one canonical link`).toHaveLength(1);
        const href = links[0]!;
        expect(href, `${address}: absolute`).toMatch(/^https?:\/\//);
        // Its own address on the configured origin, in its own language; the query of a visit is not part of it,
        // except the query that makes a list view (src/ui/list-indexing.ts): the search's words.
        expect(href, address).toBe(`${server.baseUrl}${page.finalPath}${english.startsWith('/search?') ? '?q=roti' : ''}`);
        expect(new URL(href).pathname.startsWith('/nl'), `${address}: language`).toBe(address.startsWith('/nl'));
        checked.push(address);
      }
    }
    expect(checked).toEqual(expect.arrayContaining(['/checkout', '/nl/checkout', '/checkout/bank-transfer', '/nl/bank-transfer-checkout']));
  });
});
