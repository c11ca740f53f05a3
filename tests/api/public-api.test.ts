import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '~/db/client';
import { copyFixture } from '../helpers/fixture';
import { startServer, type RunningServer } from '../helpers/server';

let server: RunningServer;
let dataDir: string;
const get = (p: string) => fetch(`${server.baseUrl}${p}`);
/** A JSON answer: loosely typed on purpose, the tests assert its shape. */
type Json = Record<string, unknown> & { id: number; [key: string]: unknown };
type Body = Json & Json[] & { error: string; imageUrl: string };
const json = async (p: string) => {
  const res = await get(p);
  return { status: res.status, body: (await res.json()) as Body, headers: res.headers };
};

beforeAll(async () => {
  dataDir = copyFixture(inject('fixtureDir'));
  // Some tests edit the database directly, behind the app's back: the page cache (which admin saves
  // clear) is off here so each answer is read fresh. tests/perf/page-cache.test.ts covers the cache.
  server = await startServer(dataDir, { PAGE_CACHE: '0' });
});
afterAll(() => server?.stop());

const restaurantKeys = [
  'id',
  'name',
  'description',
  'cuisine',
  'priceRange',
  'rating',
  'reviewCount',
  'imageUrl',
  'imageUrls',
  // Issue 21: an alt text per image, in the page's language.
  'imageAlts',
  'location',
  'phone',
  'openingHours',
  'isEditorsPick',
  'createdAt',
  'partner',
  'partnerUntil',
  // What the business puts on its listing ('' when not given).
  'website',
  'whatsapp',
  'email',
  'facebook',
  'instagram',
  'mapLocation',
];
const tourKeys = [
  'id',
  'rating',
  'reviewCount',
  'name',
  'description',
  'category',
  'price',
  'duration',
  'maxPeople',
  'location',
  'imageUrl',
  'imageUrls',
  'imageAlts',
  'operator',
  'meetingPoint',
  // The operator's own availability and cancellation policy ('' when not written).
  'availability',
  'cancellationPolicy',
  'whatToBring',
  'dailyItinerary',
  'included',
  'createdAt',
  'partner',
  'partnerUntil',
  // Issue 18: how to reach the operator (optional, null when not given).
  'operatorWhatsapp',
  'operatorPhone',
  'operatorEmail',
  // The currency the business prices in ('USD' or 'SRD'), and its links ('' when not given).
  'currency',
  'website',
  'facebook',
  'instagram',
  'mapLocation',
];
const eventKeys = [
  'id',
  'name',
  'description',
  'category',
  'date',
  'time',
  'location',
  'price',
  'imageUrl',
  'imageAlts',
  'isFeatured',
  'createdAt',
  'partner',
  'partnerUntil',
  // Issue 18: the ticket or info address (optional).
  'ticketUrl',
  // The organiser's own refund terms ('' when not written).
  'refundTerms',
  // Issue 31: how it repeats, and the occurrence a list shows it at.
  'repeat',
  'weekday',
  'endTime',
  'lastDate',
  'extraDates',
  'next',
];
const newsKeys = ['id', 'title', 'content', 'category', 'imageUrl', 'imageUrls', 'imageAlts', 'excerpt', 'publishedAt', 'isFeatured'];

describe('public read API', () => {
  it('lists restaurants with the spec fields in English and Dutch', async () => {
    const en = await json('/api/restaurants');
    const nl = await json('/api/restaurants?lang=nl');
    expect(en.status).toBe(200);
    expect(en.body.length).toBeGreaterThanOrEqual(12);
    expect(Object.keys(en.body[0]).sort()).toEqual([...restaurantKeys].sort());
    expect(typeof en.body[0].rating).toBe('number');
    expect(nl.body.map((r: Json) => r.id)).toEqual(en.body.map((r: Json) => r.id));
    expect(nl.body[0].description).not.toBe(en.body[0].description);
  });

  it('filters restaurants by category', async () => {
    const { body } = await json('/api/restaurants?category=fine-dining');
    expect(body.length).toBeGreaterThan(0);
    for (const r of body) expect(String(r.cuisine).toLowerCase().includes('fine') || r.priceRange === '$$$$').toBe(true);
  });

  it("returns only editor's picks", async () => {
    const { body } = await json('/api/restaurants/editors-picks?lang=nl');
    expect(body.length).toBeGreaterThanOrEqual(2);
    expect(body.every((r: Json) => r.isEditorsPick)).toBe(true);
  });

  it('returns one restaurant or tour by id and 404 for an unknown id', async () => {
    const list = (await json('/api/restaurants')).body;
    const one = await json(`/api/restaurants/${list[0].id}?lang=nl`);
    expect(one.status).toBe(200);
    expect(one.body.id).toBe(list[0].id);
    const missing = await json('/api/restaurants/999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Restaurant not found' });
    const tours = (await json('/api/tours')).body;
    expect((await json(`/api/tours/${tours[0].id}`)).body.name).toBe(tours[0].name);
    expect((await json('/api/tours/424242')).status).toBe(404);
  });

  it('lists tours with the spec fields, filtered by category, in Dutch', async () => {
    const { body } = await json('/api/tours?lang=nl');
    expect(body.length).toBeGreaterThanOrEqual(8);
    expect(Object.keys(body[0]).sort()).toEqual([...tourKeys].sort());
    const rivers = (await json('/api/tours?category=river-cruise')).body;
    expect(rivers.length).toBeGreaterThan(0);
    for (const t of rivers) expect(/river|cruise/i.test(String(t.category))).toBe(true);
  });

  it('falls back to English per field when Dutch is empty', async () => {
    const db = openDatabase(path.join(dataDir, 'guide.db'));
    const first = db.$client.prepare('select min(id) id from restaurants').get() as { id: number };
    db.$client.prepare("update restaurant_translations set description = '' where restaurant_id = ? and locale = 'nl'").run(first.id);
    db.$client.close();
    const en = (await json(`/api/restaurants/${first.id}`)).body;
    const nl = (await json(`/api/restaurants/${first.id}?lang=nl`)).body;
    expect(nl.description).toBe(en.description);
    expect(nl.cuisine).not.toBe(en.cuisine);
  });

  it('returns the featured event and upcoming events soonest first', async () => {
    const featured = await json('/api/events/featured');
    expect(featured.status).toBe(200);
    expect(Object.keys(featured.body).sort()).toEqual([...eventKeys].sort());
    expect(featured.body.isFeatured).toBe(true);
    const upcoming = (await json('/api/events/upcoming')).body;
    expect(upcoming.length).toBeGreaterThanOrEqual(8);
    const dates = upcoming.map((e: Json) => Date.parse(String(e.date)));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    expect(dates[0]).toBeGreaterThan(Date.now() - 86_400_000);
  });

  it('lists news and featured news in both languages', async () => {
    const en = (await json('/api/news')).body;
    const nl = (await json('/api/news?lang=nl')).body;
    expect(en.length).toBeGreaterThanOrEqual(8);
    expect(Object.keys(en[0]).sort()).toEqual([...newsKeys].sort());
    expect(nl[0].title).not.toBe(en[0].title);
    const featured = (await json('/api/news/featured?lang=nl')).body;
    expect(featured.length).toBeGreaterThanOrEqual(1);
    expect(featured.every((n: Json) => n.isFeatured)).toBe(true);
  });

  it('lists testimonials and the hero image setting', async () => {
    const t = (await json('/api/testimonials')).body;
    expect(t.length).toBeGreaterThanOrEqual(6);
    expect(Object.keys(t[0]).sort()).toEqual(['country', 'createdAt', 'id', 'name', 'rating', 'review']);
    const hero = await json('/api/settings/hero-image');
    expect(hero.body.imageUrl).toMatch(/^\/objects\/uploads\//);
  });

  it('pages with limit and cursor', async () => {
    const first = await json('/api/restaurants?limit=5');
    expect(first.body).toHaveLength(5);
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBe(String(first.body[4].id));
    const second = await json(`/api/restaurants?limit=5&cursor=${cursor}`);
    expect(second.body[0].id).toBeGreaterThan(first.body[4].id);
  });

  it.each([
    ['/api/restaurants?lang=fr', 400],
    ['/api/restaurants?lang=', 400],
    ['/api/tours?lang=EN', 400],
    ['/api/news?lang=de', 400],
    ['/api/restaurants?category=vegan', 400],
    ['/api/restaurants?limit=0', 400],
    ['/api/restaurants?limit=abc', 400],
    ['/api/restaurants?cursor=-1', 400],
    ['/api/restaurants/abc', 400],
    ['/api/restaurants/1.5', 400],
    ['/api/restaurants/99999999999999999999999', 400],
    ['/api/tours/0', 400],
    ['/api/restaurants/%00', 400],
  ])('answers %s with %i and an error', async (p, status) => {
    const res = await json(p);
    expect(res.status).toBe(status);
    expect(typeof res.body.error).toBe('string');
  });

  it('answers 404 with an error when no event is featured', async () => {
    const db = openDatabase(path.join(dataDir, 'guide.db'));
    const featured = db.$client.prepare('select id from events where is_featured = 1').all() as { id: number }[];
    db.$client.prepare('update events set is_featured = 0').run();
    const res = await json('/api/events/featured');
    for (const { id } of featured) db.$client.prepare('update events set is_featured = 1 where id = ?').run(id);
    db.$client.close();
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'No featured event' });
  });

  it('serves image variants by width and format', async () => {
    const hero = (await json('/api/settings/hero-image')).body.imageUrl;
    const avif = await get(`${hero}?w=400&format=avif`);
    expect(avif.status).toBe(200);
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect(avif.headers.get('x-content-type-options')).toBe('nosniff');
    expect(avif.headers.get('cache-control')).toContain('immutable');
    const negotiated = await fetch(`${server.baseUrl}${hero}?w=800`, { headers: { accept: 'image/webp,*/*' } });
    expect(negotiated.headers.get('content-type')).toBe('image/webp');
    expect(negotiated.headers.get('vary')).toBe('Accept');
    expect((await get('/objects/uploads/does-not-exist-1')).status).toBe(404);
    expect((await get('/objects/uploads/..%2F..%2Fguide.db')).status).toBe(404);
  });
});
