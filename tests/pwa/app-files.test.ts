/**
 * Issue 19 over HTTP: each language's web app manifest and its fields, the icons drawn at build,
 * the service worker file (never kept stale by a browser, small, precaching only the shell), and the
 * offline pages it precaches.
 */
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { serveFixtureCopy } from '../helpers/fixture-server';

const server = serveFixtureCopy();
const get = (path: string) => fetch(new URL(path, server.baseUrl));

describe('web app manifest', () => {
  for (const [lang, path, name, shortName, start, tag] of [
    ['en', '/manifest.webmanifest', 'Suriname Guide', 'SR Guide', '/', 'en-US'],
    ['nl', '/nl/manifest.webmanifest', 'Suriname Gids', 'SR Gids', '/nl/', 'nl-SR'],
  ] as const) {
    it(`${lang}: names the app in its language and opens its home page standalone`, async () => {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
      const manifest = await res.json();
      expect(manifest).toMatchObject({ name, short_name: shortName, start_url: start, scope: start, display: 'standalone', lang: tag });
      expect(manifest.short_name.length).toBeLessThanOrEqual(12);
      expect(manifest.description).toMatch(/Suriname/);
      expect(manifest.theme_color).toBe('#1f6b3a');
      expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
      const purposes = manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`);
      expect(purposes).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    });

    it(`${lang}: the home page links this manifest and the apple-touch-icon`, async () => {
      const html = await (await get(start)).text();
      expect(html).toContain(`<link rel="manifest" href="${path}">`);
      expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">');
    });
  }

  it('the admin login links no manifest and registers no worker', async () => {
    const html = await (await get('/admin/login')).text();
    expect(html).not.toContain('rel="manifest"');
    expect(html).not.toContain('sw.js');
  });
});

describe('icons drawn at build', () => {
  for (const [file, size] of [
    ['icon-192.png', 192],
    ['icon-512.png', 512],
    ['icon-maskable-512.png', 512],
    ['apple-touch-icon.png', 180],
  ] as const) {
    it(`${file} is a ${size} px PNG`, async () => {
      const res = await get(`/icons/${file}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size]);
    });
  }
});

describe('service worker file', () => {
  it('is sent with Cache-Control: no-cache, as JavaScript, under 15 KB gzip', async () => {
    const res = await get('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    // A policy on the worker's own script would govern the worker's fetches.
    expect(res.headers.get('content-security-policy')).toBeNull();
    const body = Buffer.from(await res.arrayBuffer());
    expect(gzipSync(body).length).toBeLessThan(15 * 1024);
  });

  it('precaches the shell only: public CSS, icons, favicons, the two offline pages, the Saved page, React and the public islands', async () => {
    const text = await (await get('/sw.js')).text();
    const urls: string[] = [...text.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(urls).toEqual(expect.arrayContaining(['/offline', '/nl/offline', '/saved', '/nl/saved', 'icons/icon-192.png', 'favicon.svg']));
    expect(urls.filter((u) => u.endsWith('.css')).length).toBeGreaterThan(0);
    // The Saved page's script and what it imports, so it reads the saved places offline; no admin script.
    expect(urls.some((u) => /^_astro\/SavedList\.[^/]+\.js$/.test(u))).toBe(true);
    // The script that redraws a kept copy's open/closed lines, and the code it loads with import() (in backticks).
    expect(urls.some((u) => /^_astro\/OpenLineRefresh\.[^/]+\.js$/.test(u))).toBe(true);
    expect(urls.some((u) => /^_astro\/open-line-refresh\.[^/]+\.js$/.test(u))).toBe(true);
    // React's runtime and the carousel island: a second page (or one read offline) downloads no React.
    const runtime = urls.find((u) => /^_astro\/client\.[^/]+\.js$/.test(u));
    expect(runtime, "React's runtime chunk").toBeDefined();
    expect(await (await get(`/${runtime}`)).text()).toMatch(/__reactContainer/);
    expect(urls.some((u) => /^_astro\/react-dom\.[^/]+\.js$/.test(u))).toBe(true);
    expect(urls.some((u) => /^_astro\/ImageCarousel\.[^/]+\.js$/.test(u))).toBe(true);
    // The save heart island: a saved place's page read offline still has a working heart.
    expect(urls.some((u) => /^_astro\/SaveHeart\.[^/]+\.js$/.test(u))).toBe(true);
    expect(urls.filter((u) => /Admin|Login|Checkout/.test(u))).toEqual([]);
    const others = urls.filter((u) => !/^(_astro\/[^/]+\.(css|js)|icons\/[^/]+\.png|favicon\.(svg|ico)|\/offline|\/nl\/offline|\/saved|\/nl\/saved)$/.test(u));
    expect(others).toEqual([]);
    // The admin area's stylesheet is not part of the public shell.
    const cssOf = async (path: string): Promise<string[]> =>
      [...(await (await get(path)).text()).matchAll(/href="\/(_astro\/[^"]+\.css)"/g)].map((m) => m[1] ?? '');
    const publicCss = await cssOf('/offline');
    const adminOnly = (await cssOf('/admin/login')).filter((file) => !publicCss.includes(file));
    expect(adminOnly.length).toBeGreaterThan(0);
    expect(urls.filter((url) => adminOnly.includes(url))).toEqual([]);
  });
});

describe('offline pages', () => {
  for (const [path, lang, heading] of [
    ['/offline', 'en', 'You are offline'],
    ['/nl/offline', 'nl', 'Je bent offline'],
  ] as const) {
    it(`${path}: in ${lang}, not for search engines, with a way home`, async () => {
      const res = await get(path);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).toContain(heading);
      expect(html).toMatch(new RegExp(`<a class="btn[^"]*" href="${lang === 'nl' ? '/nl' : '/'}">`));
      expect(html).toMatch(new RegExp(`href="${lang === 'nl' ? '/nl' : ''}/saved" data-saved-link>`));
    });
  }
});

describe('Saved page', () => {
  for (const [path, lang, heading, noscript] of [
    ['/saved', 'en', 'Saved places', 'This page needs JavaScript to read the places saved on this device.'],
    ['/nl/saved', 'nl', 'Bewaarde plekken', 'Deze pagina heeft JavaScript nodig om de plekken te lezen die op dit apparaat zijn bewaard.'],
  ] as const) {
    it(`${path}: in ${lang}, not for search engines, says it needs JavaScript when it has none`, async () => {
      const res = await get(path);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).toContain(heading);
      expect(html).toContain(noscript);
    });
  }
});
