/**
 * Issue 15, item 4: one route file serves a page in both languages (src/pages/[...locale]). No prefix
 * is English, /nl is Dutch, and any other prefix — the default language spelled out included — is the
 * site's 404 page, for every method.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { copyFixture } from '../helpers/fixture';
import { startServer, type RunningServer } from '../helpers/server';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer(copyFixture(inject('fixtureDir')));
});
afterAll(() => server?.stop());

const get = (path: string, init?: RequestInit) => fetch(new URL(path, server.baseUrl), { redirect: 'manual', ...init });
const htmlLang = (html: string) => /<html[^>]*\blang="([^"]*)"/.exec(html)?.[1];

describe('one route per page for both languages', () => {
  it('serves /tours in English and /nl/tours in Dutch', async () => {
    const en = await get('/tours');
    expect(en.status).toBe(200);
    expect(htmlLang(await en.text())).toMatch(/^en/);
    const nl = await get('/nl/tours');
    expect(nl.status).toBe(200);
    expect(htmlLang(await nl.text())).toMatch(/^nl/);
  });

  it('answers the 404 page for /en/tours, an unknown prefix and an unknown Dutch page', async () => {
    for (const path of ['/en/tours', '/xx/tours', '/nl/xx', '/en', '/xx/restaurant/1', '/en/admin', '/nl/nl/tours', '/en/search?q=tour', '/xx/search']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html, path).toContain('404');
      expect(htmlLang(html), path).toBeTruthy();
      // The 404 page's own policy, not the strict one for non-pages (which would block its stylesheet).
      expect(res.headers.get('content-security-policy'), path).toContain("style-src 'self'");
    }
  });

  it('keeps a 404 for other methods on a non-language prefix, and the 405 on a real page', async () => {
    // Same-origin writes: a cross-site one is refused (403) before any route is looked at.
    const write = (method: string) => ({ method, headers: { origin: server.baseUrl } });
    expect((await get('/xx/tours', write('PUT'))).status).toBe(404);
    expect((await get('/en/restaurants', write('DELETE'))).status).toBe(404);
    expect((await get('/no-such-page', write('DELETE'))).status).toBe(404);
    expect((await get('/nl/tours', write('PUT'))).status).toBe(405);
  });

  it('derives Dutch redirects and the search endpoint from the language', async () => {
    const paging = await get('/nl/restaurants?page=999');
    expect(paging.status).toBe(302);
    expect(new URL(paging.headers.get('location')!, server.baseUrl).pathname).toBe('/nl/restaurants');
    const admin = await get('/nl/admin');
    expect(admin.status).toBe(302);
    expect(admin.headers.get('location')).toBe('/nl/admin/login');
    expect((await get('/admin')).headers.get('location')).toBe('/admin/login');
    expect((await get('/en/search?q=fish')).status).toBe(404);
    expect(new URL((await get('/nl/search?q=tour&from=hero')).headers.get('location')!, server.baseUrl).pathname).toMatch(/^\/nl\//);
  });
});
