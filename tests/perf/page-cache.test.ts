/**
 * The page cache on the real serving path (scripts/serve.ts around the built site): a visitor
 * never sees an old page after an admin save, in either language, while pages the save did not
 * touch stay cached; copies are compressed once, validated with ETags and never outlive the
 * Paramaribo day.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { getSecondsUntilParamariboMidnight } from '~/platform/cache/cache-policy';
import { signInAsAdmin, type AdminSession } from '../helpers/admin-session';
import { copyFixture } from '../helpers/fixture';
import { startServer, type RunningServer } from '../helpers/server';

let server: RunningServer;
let admin: AdminSession;
let dataDir: string;
beforeAll(async () => {
  dataDir = copyFixture(inject('fixtureDir'));
  server = await startServer(dataDir);
  admin = await signInAsAdmin(server.baseUrl);
});
afterAll(() => server.stop());

interface Visit {
  status: number;
  cache: string | null;
  body: string;
}

async function visit(path: string, headers: Record<string, string> = {}): Promise<Visit> {
  const res = await fetch(`${server.baseUrl}${path}`, { headers });
  return { status: res.status, cache: res.headers.get('x-astro-cache'), body: await res.text() };
}

/** Visits every path until each is served from the cache. */
async function warm(paths: string[]): Promise<void> {
  for (const path of paths) {
    await visit(path);
    expect((await visit(path)).cache, path).toBe('HIT');
  }
}

/** A GET whose body stays as sent (fetch would decompress it). */
function getRaw(path: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${server.baseUrl}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

async function saveJson(method: string, path: string, body: unknown): Promise<void> {
  const res = await admin.fetch(path, { method, body: JSON.stringify(body) });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  await res.arrayBuffer();
}

describe('page cache and admin saves', () => {
  it('shows a saved restaurant at once on every page that lists it, in both languages', async () => {
    const pages = ['/', '/nl', '/restaurants', '/nl/restaurants', '/restaurant/1', '/nl/restaurant/1', '/sitemap.xml', '/api/restaurants?lang=nl'];
    const untouched = ['/tours', '/nl/events', '/news'];
    await warm([...pages, ...untouched]);

    type Texts = Record<string, unknown>;
    const list = (await (await admin.fetch('/api/admin/restaurants')).json()) as { id: number; translations: { en: Texts; nl: Texts } }[];
    const current = list.find((r) => r.id === 1);
    expect(current).toBeDefined();
    const { id: _id, createdAt: _c, missingTranslations: _m, missingFields: _f, translations, ...fields } = current as (typeof list)[number] & Texts;
    await saveJson('PUT', '/api/admin/restaurants/1', {
      ...fields,
      isEditorsPick: true,
      translations: { en: { ...translations.en, name: 'Cache Proof Kitchen' }, nl: { ...translations.nl, name: 'Cachebewijs Keuken' } },
    });

    for (const path of pages) {
      const after = await visit(path);
      expect(after.cache, path).toBe('MISS');
      const dutch = path.startsWith('/nl') || path.includes('lang=nl');
      if (path !== '/sitemap.xml') expect(after.body, path).toContain(dutch ? 'Cachebewijs Keuken' : 'Cache Proof Kitchen');
      expect((await visit(path)).cache, `${path} is cached again`).toBe('HIT');
    }
    for (const path of untouched) expect((await visit(path)).cache, `${path} was not cleared`).toBe('HIT');
  });

  it('clears home and the events pages on an event save, and only the home page on a hero change', async () => {
    await warm(['/', '/nl', '/events', '/nl/events', '/events?when=all', '/nl/events?when=all', '/news', '/restaurants']);
    await saveJson('POST', '/api/admin/events', {
      date: '2031-01-10T21:00:00-03:00',
      price: 15,
      imageUrl: null,
      isFeatured: false,
      translations: {
        en: { name: 'Cache Proof Party', description: 'Late.', category: 'Club Night', time: '10:00 PM', location: 'Paramaribo' },
        nl: { name: 'Cachebewijs Feest' },
      },
    });
    // An event years ahead: in the list of all events (the default view shows the next 7 days).
    expect((await visit('/events?when=all')).body).toContain('Cache Proof Party');
    expect((await visit('/nl/events?when=all')).body).toContain('Cachebewijs Feest');
    expect((await visit('/events')).cache).toBe('MISS');
    expect((await visit('/')).cache).toBe('MISS');
    expect((await visit('/nl')).cache).toBe('MISS');
    expect((await visit('/news')).cache).toBe('HIT');
    expect((await visit('/restaurants')).cache).toBe('HIT');

    await warm(['/', '/nl', '/events']);
    await saveJson('POST', '/api/admin/settings', { key: 'hero_image_url', value: 'https://images.example.test/cache-proof-hero.jpg' });
    const home = await visit('/');
    expect(home.cache).toBe('MISS');
    expect(home.body).toContain('cache-proof-hero.jpg');
    expect((await visit('/nl')).body).toContain('cache-proof-hero.jpg');
    expect((await visit('/events')).cache).toBe('HIT');
  });
});

describe('cached copies', () => {
  it('sends brotli and gzip copies of the same page, and 304 for a known ETag', async () => {
    await visit('/tours');
    const plain = await fetch(`${server.baseUrl}/tours`, { headers: { 'Accept-Encoding': 'identity' } });
    const text = await plain.text();
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const res = await getRaw('/tours', { 'Accept-Encoding': encoding });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      expect(res.body.length).toBeLessThan(text.length / 3);
      expect(decode(res.body).toString()).toBe(text);
      const again = await getRaw('/tours', { 'Accept-Encoding': encoding, 'If-None-Match': String(res.headers.etag) });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
    }
  });

  it('lets browsers revalidate, a CDN keep pages briefly, and never past Paramaribo midnight', async () => {
    const res = await fetch(`${server.baseUrl}/news`);
    await res.arrayBuffer();
    const cc = res.headers.get('cache-control') ?? '';
    expect(cc).toMatch(/^public, max-age=0, s-maxage=\d+/);
    const seconds = (name: string) => Number(new RegExp(`${name}=(\\d+)`).exec(cc)?.[1] ?? 0);
    expect(seconds('s-maxage')).toBeGreaterThan(0);
    expect(seconds('s-maxage') + seconds('stale-while-revalidate')).toBeLessThanOrEqual(getSecondsUntilParamariboMidnight(new Date()) + 1);
    expect(res.headers.get('x-guide-cache')).toBeNull();
    expect(res.headers.get('x-guide-cache-tags')).toBeNull();
  });

  it('serves stored image variants byte for byte, never resized per request, with immutable caching', async () => {
    const id = fs.readdirSync(path.join(dataDir, 'uploads')).find((name) => !name.startsWith('.')) as string;
    const res = await getRaw(`/objects/uploads/${id}?w=300&format=webp`, { 'Accept-Encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.equals(fs.readFileSync(path.join(dataDir, 'uploads', id, 'w400.webp')))).toBe(true);
  });

  it('never caches admin pages, checkout pages or answers that set cookies', async () => {
    for (const path of ['/admin/login', '/checkout', '/healthz']) {
      await visit(path);
      expect((await visit(path)).cache, path).toBeNull();
    }
  });
});

describe('visitors who leave early', () => {
  /** A GET that is dropped after `leaveAfterMs`, or answered: its status, 'left', or 'no answer' after 5 s. */
  const get = (path: string, leaveAfterMs: number | null): Promise<string> =>
    new Promise((resolve) => {
      const { hostname, port } = new URL(server.baseUrl);
      const req = http.get({ host: hostname, port, path, headers: { 'accept-encoding': 'gzip, br' } }, (res) => {
        res.resume();
        res.on('end', () => resolve(String(res.statusCode)));
      });
      req.on('error', () => resolve('left'));
      if (leaveAfterMs !== null) setTimeout(() => req.destroy(), leaveAfterMs);
      setTimeout(() => resolve('no answer'), 5_000).unref();
    });

  it('leave nothing that holds up the next visitor of the same file or page', async () => {
    // Requests that wait for another one's answer and are dropped meanwhile once left a wait that never ended: every
    // later request for that address hung (the favicon, and with it a service worker's install).
    for (const path of ['/favicon.ico', '/favicon.svg', '/restaurants']) {
      await Promise.all(Array.from({ length: 40 }, (_, i) => get(path, i % 2 ? i % 7 : null)));
      expect([await get(path, null), await get(path, null)], path).toEqual(['200', '200']);
    }
  });
});
