/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked by the assertions, not by types. */
/** The admin content API: validation naming the field, unknown ids, and each kind's create/update/delete reaching the public API in both languages. */
import { describe, expect, it } from 'vitest';
import { sampleEvent, sampleNews, sampleRestaurant, sampleTour, useContentServer } from './helpers';

const ctx = useContentServer();

const { call, pub } = ctx;

describe('admin content API: refusals', () => {
  it('answers 401 without a session, for reads and writes', async () => {
    for (const kind of ['restaurants', 'tours', 'events', 'news']) {
      expect((await fetch(`${ctx.server.baseUrl}/api/admin/${kind}`)).status).toBe(401);
      const write = await fetch(`${ctx.server.baseUrl}/api/admin/${kind}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: ctx.server.baseUrl },
        body: JSON.stringify(sampleRestaurant),
      });
      expect(write.status).toBe(401);
    }
    expect((await fetch(`${ctx.server.baseUrl}/api/admin/stats`)).status).toBe(401);
    expect((await fetch(`${ctx.server.baseUrl}/api/admin/settings`)).status).toBe(401);
  });

  it('names the failing field in a 400', async () => {
    const cases: [string, unknown, string][] = [
      ['restaurants', { ...sampleRestaurant, priceRange: '$$$$$' }, 'priceRange: Price range must be $, $$, $$$ or $$$$'],
      ['restaurants', { ...sampleRestaurant, imageUrl: 'http://insecure.test/a.jpg' }, 'imageUrl: Image URL must be an uploaded image or an https address'],
      [
        'restaurants',
        { ...sampleRestaurant, translations: { en: { ...sampleRestaurant.translations.en, name: ' ' } } },
        'translations.en.name: Name is required',
      ],
      ['restaurants', { ...sampleRestaurant, openingHours: { Funday: 'Closed' } }, 'openingHours: Opening hours keys must be lowercase weekday names'],
      [
        'restaurants',
        { ...sampleRestaurant, openingHours: { monday: '10am - 8pm' } },
        'openingHours.monday: Opening hours must be Closed or ranges like 09:00-17:00, separated by a comma and a space',
      ],
      ['tours', { ...sampleTour, price: -1 }, 'price: Price cannot be negative'],
      ['tours', { ...sampleTour, maxPeople: 0 }, 'maxPeople: Max people must be at least 1'],
      [
        'tours',
        { ...sampleTour, translations: { en: { ...sampleTour.translations.en, whatToBring: [''] } } },
        'translations.en.whatToBring.0: What to Bring items cannot be empty',
      ],
      ['events', { ...sampleEvent, date: 'someday' }, 'date: Date must be a valid date'],
      ['events', { ...sampleEvent, price: -3 }, 'price: Price cannot be negative'],
      [
        'news',
        { ...sampleNews, translations: { en: { ...sampleNews.translations.en, title: 'x'.repeat(201) } } },
        'translations.en.title: Title must be at most 200 characters',
      ],
      ['news', { ...sampleNews, translations: undefined }, 'translations: Translations are required'],
    ];
    for (const [kind, body, error] of cases) {
      const res = await call('POST', `/api/admin/${kind}`, body);
      expect({ kind, status: res.status, body: res.body }).toEqual({ kind, status: 400, body: { error } });
    }
    const stats = (await call('GET', '/api/admin/stats')).body;
    expect(Object.keys(stats).sort()).toEqual(['events', 'listingsAwaitingReview', 'listingsEndingSoon', 'news', 'openOrders', 'restaurants', 'tours']);
    expect(stats.restaurants).toBeGreaterThan(0);
  });

  it('refuses a body that is not JSON, and bad ids', async () => {
    const notJson = await ctx.admin.fetch('/api/admin/news', { method: 'POST', body: '{"imageUrl":', headers: { 'Content-Type': 'application/json' } });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ error: 'Body must be valid JSON' });
    expect((await call('PUT', '/api/admin/tours/abc', sampleTour)).status).toBe(400);
    expect((await call('DELETE', '/api/admin/tours/-4')).status).toBe(400);
  });

  it('answers 404 for unknown ids and changes nothing', async () => {
    const stats = (await call('GET', '/api/admin/stats')).body;
    const unknown: [string, unknown, string][] = [
      ['restaurants', sampleRestaurant, 'Restaurant not found'],
      ['tours', sampleTour, 'Tour not found'],
      ['events', sampleEvent, 'Event not found'],
      ['news', sampleNews, 'News article not found'],
    ];
    for (const [kind, body, error] of unknown) {
      expect(await call('PUT', `/api/admin/${kind}/987654`, body)).toEqual({ status: 404, body: { error } });
      expect(await call('DELETE', `/api/admin/${kind}/987654`)).toEqual({ status: 404, body: { error } });
    }
    expect((await call('GET', '/api/admin/stats')).body).toEqual(stats);
  });
});

describe('admin content API: each kind end to end', () => {
  it('creates, updates and deletes a restaurant; the public API follows in English and Dutch', async () => {
    const before = (await call('GET', '/api/admin/stats')).body.restaurants;
    const created = await call('POST', '/api/admin/restaurants', sampleRestaurant);
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect(created.body.translations.nl.name).toBe('Test Rotihoek');
    expect(created.body.missingTranslations).toEqual(['nl']);
    expect(created.body.missingFields.nl).toEqual(['cuisine', 'location']);
    expect((await call('GET', '/api/admin/stats')).body.restaurants).toBe(before + 1);

    const en = await pub(`/api/restaurants/${id}`);
    const nl = await pub(`/api/restaurants/${id}?lang=nl`);
    expect(en.body).toMatchObject({ name: 'Test Roti Corner', cuisine: 'Surinamese', isEditorsPick: true, rating: null, reviewCount: 0 });
    // Dutch given for name and description; cuisine and location fall back to English.
    expect(nl.body).toMatchObject({
      name: 'Test Rotihoek',
      description: 'Zelfgemaakte roti met kipkerrie.',
      cuisine: 'Surinamese',
      location: 'Waterkant, Paramaribo',
    });
    expect((await pub('/api/restaurants/editors-picks')).body.some((r: any) => r.id === id)).toBe(true);
    expect((await pub('/api/restaurants?category=local-creole')).body.some((r: any) => r.id === id)).toBe(true);

    const changed = {
      ...sampleRestaurant,
      isEditorsPick: false,
      translations: {
        en: { ...sampleRestaurant.translations.en, name: 'Test Roti Palace', cuisine: 'Italian' },
        nl: { name: 'Test Rotipaleis', description: 'Nieuw', cuisine: 'Italiaans', location: 'Waterkant' },
      },
    };
    const updated = await call('PUT', `/api/admin/restaurants/${id}`, changed);
    expect(updated.status).toBe(200);
    expect(updated.body.missingTranslations).toEqual([]);
    expect((await pub(`/api/restaurants/${id}`)).body.name).toBe('Test Roti Palace');
    expect((await pub(`/api/restaurants/${id}?lang=nl`)).body.cuisine).toBe('Italiaans');
    // The derived filter categories follow the new cuisine.
    expect((await pub('/api/restaurants?category=local-creole')).body.some((r: any) => r.id === id)).toBe(false);
    expect((await pub('/api/restaurants?category=international')).body.some((r: any) => r.id === id)).toBe(true);

    const admins = (await call('GET', '/api/admin/restaurants')).body;
    expect(admins[0].id).toBe(id); // newest first
    // The answer also says until when the delete can be undone (issue 21).
    expect(await call('DELETE', `/api/admin/restaurants/${id}`)).toEqual({ status: 200, body: { ok: true, id, restoreUntil: expect.any(String) } });
    expect((await pub(`/api/restaurants/${id}`)).status).toBe(404);
    expect((await call('GET', '/api/admin/stats')).body.restaurants).toBe(before);
  });

  it('creates, updates and deletes a tour with its lists per language', async () => {
    const created = await call('POST', '/api/admin/tours', sampleTour);
    expect(created.status).toBe(201);
    const id = created.body.id;
    const nl = (await pub(`/api/tours/${id}?lang=nl`)).body;
    expect(nl.name).toBe('Test Riviercruise');
    expect(nl.whatToBring).toEqual(['Hoed']);
    expect(nl.dailyItinerary).toEqual(['Board at the jetty', 'Spot dolphins']); // empty Dutch list: English
    expect((await pub('/api/tours?category=river-cruise')).body.some((t: any) => t.id === id)).toBe(true);

    const updated = await call('PUT', `/api/admin/tours/${id}`, {
      ...sampleTour,
      price: 0,
      translations: { en: { ...sampleTour.translations.en, included: [] } },
    });
    expect(updated.body.translations.en.included).toEqual([]);
    expect(updated.body.translations.nl.name).toBe(''); // a replace: Dutch not sent is cleared
    const en = (await pub(`/api/tours/${id}`)).body;
    expect(en.price).toBe(0);
    expect(en.included).toEqual([]);
    expect((await call('DELETE', `/api/admin/tours/${id}`)).status).toBe(200);
    expect((await pub(`/api/tours/${id}`)).status).toBe(404);
  });

  it('creates, updates and deletes an event; featured moves the public featured event', async () => {
    const created = await call('POST', '/api/admin/events', { ...sampleEvent, isFeatured: true, date: new Date(Date.now() + 86_400_000).toISOString() });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const upcoming = (await pub('/api/events/upcoming?lang=nl')).body;
    const mine = upcoming.find((e: any) => e.id === id);
    expect(mine).toMatchObject({ name: 'Test Kasekoavond', time: '21:00 uur', description: 'Live kaseko until late.' });
    expect((await pub('/api/events/featured')).body.id).toBe(id);

    await call('PUT', `/api/admin/events/${id}`, { ...sampleEvent, isFeatured: false, date: '2020-01-01T12:00:00-03:00' });
    expect((await pub('/api/events/upcoming')).body.some((e: any) => e.id === id)).toBe(false);
    expect((await call('DELETE', `/api/admin/events/${id}`)).status).toBe(200);
    expect((await call('DELETE', `/api/admin/events/${id}`)).status).toBe(404);
  });

  it('creates, updates and deletes a news article', async () => {
    const created = await call('POST', '/api/admin/news', { ...sampleNews, isFeatured: true });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect(typeof created.body.publishedAt).toBe('string');
    const featured = (await pub('/api/news/featured?lang=nl')).body;
    expect(featured.find((n: any) => n.id === id)).toMatchObject({ title: 'Test Festival Aangekondigd', content: 'A new festival comes to Paramaribo.' });

    const updated = await call('PUT', `/api/admin/news/${id}`, {
      ...sampleNews,
      translations: { en: { ...sampleNews.translations.en, title: 'Test Festival Moved' } },
    });
    expect(updated.body.publishedAt).toBe(created.body.publishedAt);
    const list = (await pub('/api/news')).body;
    expect(list.find((n: any) => n.id === id).title).toBe('Test Festival Moved');
    expect((await call('DELETE', `/api/admin/news/${id}`)).status).toBe(200);
    expect((await pub('/api/news')).body.some((n: any) => n.id === id)).toBe(false);
  });

  it('lists every language side by side, in pages', async () => {
    const first = await ctx.admin.fetch('/api/admin/tours?limit=2');
    const page = (await first.json()) as any[];
    expect(page).toHaveLength(2);
    expect(Object.keys(page[0].translations).sort()).toEqual(['en', 'nl']);
    expect(first.headers.get('x-next-cursor')).toBe(String(page[1].id));
    const next = (await call('GET', `/api/admin/tours?limit=2&cursor=${page[1].id}`)).body;
    expect(next[0].id).toBeLessThan(page[1].id);
    expect((await call('GET', '/api/admin/tours?limit=0')).status).toBe(400);
  });
});

describe('admin settings', () => {
  it('sets, lists and removes the hero image; the public hero follows', async () => {
    const url = 'https://images.example.test/hero.jpg';
    expect(await call('POST', '/api/admin/settings', { key: 'hero_image_url', value: url })).toEqual({
      status: 200,
      body: { key: 'hero_image_url', value: url },
    });
    expect((await call('GET', '/api/admin/settings')).body).toContainEqual({ key: 'hero_image_url', value: url });
    expect((await pub('/api/settings/hero-image')).body).toEqual({ imageUrl: url });
    expect((await call('POST', '/api/admin/settings', { key: 'hero_image_url', value: '' })).status).toBe(200);
    expect((await pub('/api/settings/hero-image')).body).toEqual({ imageUrl: null });
  });

  it('refuses other keys and unsafe values', async () => {
    expect(await call('POST', '/api/admin/settings', { key: 'site_name', value: 'x' })).toEqual({
      status: 400,
      body: { error: "key: Key must be 'hero_image_url'" },
    });
    const bad = await call('POST', '/api/admin/settings', { key: 'hero_image_url', value: 'javascript:alert(1)' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/^value: /);
  });
});
