/**
 * One address per list view, over HTTP on the built server with its page cache, in both languages:
 * - a `?page=` that is no plain-decimal page number answers 404 on every paged list (README, Security);
 * - a query parameter the page does not read neither makes a new cache entry nor a render: the cached page answers
 *   (X-Astro-Cache: HIT), while a filter the page reads still makes its own page;
 * - every list view's robots rule and canonical address follow the one rule of src/ui/list-indexing.ts (README,
 *   "Indexing of list pages").
 * The fixture gets 30 more river cruises (so the tours list has a page 2) and an event in 2030 (so 'All' is never empty).
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '~/db/client';
import { eventInputSchema } from '~/features/events/event';
import { createEvent } from '~/features/events/index.server';
import { tourInputSchema } from '~/features/tours';
import { createTour } from '~/features/tours/index.server';
import { copyFixture } from '../helpers/fixture';
import { startServer, type RunningServer } from '../helpers/server';

let server: RunningServer;
beforeAll(async () => {
  const dir = copyFixture(inject('fixtureDir'));
  const db = openDatabase(path.join(dir, 'guide.db'));
  for (let i = 1; i <= 30; i++) {
    const en = {
      name: `Extra Cruise ${i}`,
      description: 'On the river.',
      category: 'River Cruise',
      duration: '2 hours',
      location: 'Commewijne',
      operator: 'Test NV',
    };
    createTour(db, tourInputSchema.parse({ price: 20, maxPeople: 8, imageUrl: 'https://images.example.test/r.jpg', translations: { en } }));
  }
  const texts = { name: 'Far Future Fest', description: 'Later.', category: 'Live Music', time: '8:00 PM', location: 'Waterkant' };
  createEvent(db, eventInputSchema.parse({ date: '2030-06-01T23:00:00Z', price: 0, isFeatured: false, translations: { en: texts } }));
  db.$client.close();
  server = await startServer(dir);
}, 180_000);
afterAll(() => server?.stop());

const get = (address: string) => fetch(new URL(address, server.baseUrl), { redirect: 'manual' });
const inDutch = (address: string) => `/nl${address}`;
const withQuery = (address: string, query: string) => `${address}${address.includes('?') ? '&' : '?'}${query}`;
const random = () => Math.random().toString(36).slice(2);

/** Every paged list: the four place lists and search. */
const PAGED = ['/restaurants', '/tours', '/restaurant/1/reviews', '/tour/1/reviews', '/search?q=roti'];
/** Page numbers that are no plain decimal page number from 1 (URL-encoded as sent). */
const NOT_PAGES = ['0x2', '%2B2', '2e0', '%202', '02', '0', '', '2.0', '-1', '2&page=2', '%EF%BC%92'];

describe('a page number that is not plain decimal', () => {
  it.each(PAGED.flatMap((list) => [list, inDutch(list)]))('answers 404 on %s', async (list) => {
    for (const page of NOT_PAGES) {
      const res = await get(withQuery(list, `page=${page}`));
      expect(res.status, `${list} page=${page}`).toBe(404);
      expect(await res.text()).toContain('data-not-found');
    }
    expect((await get(withQuery(list, 'page=1'))).status, list).toBe(200);
  });

  it('serves a later page that exists', async () => {
    for (const address of ['/tours?page=2', '/nl/tours?category=river-cruise&page=2']) expect((await get(address)).status, address).toBe(200);
  });
});

/** The cached lists and a cached API read, in both languages. */
const CACHED = ['/restaurants', '/tours', '/events', '/restaurant/1/reviews', '/tour/1/reviews'].flatMap((list) => [list, inDutch(list)]);

describe('query parameters a page does not read', () => {
  it.each([...CACHED, '/api/tours', '/api/restaurants?lang=nl'])('answer the cached %s without a new entry', async (address) => {
    await get(address);
    const warm = await get(address);
    expect(warm.headers.get('x-astro-cache'), address).toBe('HIT');
    const body = await warm.text();
    for (let i = 0; i < 20; i++) {
      const res = await get(withQuery(address, `zzz=${random()}&utm_source=${random()}`));
      // A HIT means no render and no new entry: the cache holds what it held before.
      expect(res.headers.get('x-astro-cache'), address).toBe('HIT');
      expect(await res.text()).toBe(body);
    }
  });

  it('still makes a page of its own for a filter the page reads', async () => {
    const plain = await (await get('/tours')).text();
    const first = await get(`/tours?category=nature&zzz=${random()}`);
    expect(first.status).toBe(200);
    const nature = await first.text();
    expect(nature).not.toBe(plain);
    const again = await get(`/tours?zzz=${random()}&category=nature`);
    expect(again.headers.get('x-astro-cache')).toBe('HIT');
    expect(await again.text()).toBe(nature);
  });

  it('keeps one 404 for every malformed page number, and sends unknown filters and ?lang= to the plain address', async () => {
    await get('/nl/tours?page=0x1');
    for (const page of ['abc', '0x9', random()]) expect((await get(`/nl/tours?page=${page}x`)).headers.get('x-astro-cache'), page).toBe('HIT');
    for (const [address, location] of [
      [`/tours?category=${random()}`, '/tours'],
      ['/nl/restaurants?category=bar&open=now', '/nl/restaurants?open=now'],
      ['/restaurants?open=later&page=1', '/restaurants'],
      [`/events?lang=${random()}`, '/events'],
      ['/tours?lang=nl&category=nature', '/nl/tours?category=nature'],
    ]) {
      const res = await get(address);
      expect(res.status, address).toBe(302);
      expect(res.headers.get('location'), address).toBe(location);
    }
  });
});

/** A list view, the query of its canonical address, and whether it is kept out of the index. */
const VIEWS: [string, string, boolean][] = [
  ['/restaurants', '', false],
  ['/restaurants?category=street-food', '?category=street-food', false],
  ['/restaurants?open=now', '?open=now', true],
  ['/restaurants?zzz=1&open=now&category=local-creole', '?category=local-creole&open=now', true],
  ['/tours', '', false],
  ['/tours?page=2', '?page=2', false],
  ['/tours?page=2&category=river-cruise&utm_source=x', '?category=river-cruise&page=2', false],
  ['/events', '', false],
  ['/events?when=all', '?when=all', false],
  ['/events?when=tonight', '?when=tonight', true],
  ['/events?when=weekend', '?when=weekend', true],
  ['/restaurant/1/reviews', '', false],
  ['/search', '', true],
  ['/search?q=roti&zzz=1', '?q=roti', true],
  ['/search?q=roti&kind=restaurant', '?q=roti&kind=restaurant', true],
];

const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1]?.replace(/&amp;/g, '&') ?? null;
const tags = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[0]);

describe('indexing of list views', () => {
  it.each(VIEWS.flatMap(([address, query, noindex]) => [[address, query, noindex] as const, [inDutch(address), query, noindex] as const]))(
    '%s names its canonical address and its robots rule',
    async (address, query, noindex) => {
      const res = await get(address);
      expect(res.status, address).toBe(200);
      const html = await res.text();
      const path = new URL(address, server.baseUrl).pathname;
      expect(tags(html, /<link\b[^>]*\brel="canonical"[^>]*>/g).map((t) => attribute(t, 'href'))).toEqual([`${server.baseUrl}${path}${query}`]);
      const robots = tags(html, /<meta\b[^>]*\bname="robots"[^>]*>/g).map((t) => attribute(t, 'content'));
      expect(robots, address).toEqual(noindex ? ['noindex'] : []);
      // Language alternates only for what is indexed, each with the same query.
      const alternates = tags(html, /<link\b[^>]*\brel="alternate"[^>]*hreflang[^>]*>/g).map((t) => attribute(t, 'href'));
      const english = path.replace(/^\/nl(?=\/|$)/, '') || '/';
      expect(alternates, address).toEqual(
        noindex ? [] : [`${server.baseUrl}${english}${query}`, `${server.baseUrl}${inDutch(english)}${query}`, `${server.baseUrl}${english}${query}`],
      );
    },
  );

  it('keeps a reviews page without reviews out of the index', async () => {
    // The fixture's extra cruises have no reviews; the last one made has the highest id.
    const html = (await Promise.all(['', '&page=2'].map(async (page) => (await get(`/tours?category=river-cruise${page}`)).text()))).join('');
    const id = Math.max(...[...html.matchAll(/href="\/tour\/(\d+)"/g)].map((m) => Number(m[1])));
    expect(id).toBeGreaterThan(11);
    const reviews = await (await get(`/nl/tour/${id}/reviews`)).text();
    expect(tags(reviews, /<meta\b[^>]*\bname="robots"[^>]*>/g).map((t) => attribute(t, 'content'))).toEqual(['noindex']);
  });
});
