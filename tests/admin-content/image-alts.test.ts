/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked by the assertions, not by types. */
/**
 * The images of every kind with their alt texts (issue 21) through the admin API: order and alts in both languages
 * written and read back, reordered, refused when they do not fit; the public API in each language (per image
 * falling back to English) and the news article page's gallery.
 */
import { describe, expect, it } from 'vitest';
import { sampleEvent, sampleNews, sampleRestaurant, sampleTour, useContentServer } from './helpers';

const { call, pub, server } = useContentServer();
const page = async (path: string) => (await fetch(`${server.baseUrl}${path}`)).text();
const img = (name: string) => `https://images.example.test/${name}.jpg`;

describe('images and their alt texts', () => {
  it('round-trips the order and the alts of a tour in both languages, and a reorder', async () => {
    const body = {
      ...sampleTour,
      imageUrl: img('river'),
      imageUrls: [img('river'), img('boat'), img('camp')],
      translations: {
        en: { ...sampleTour.translations.en, imageAlts: ['The river at dawn', 'A dugout boat', ''] },
        nl: { ...sampleTour.translations.nl, imageAlts: ['De rivier bij zonsopgang', '', 'Het kamp'] },
      },
    };
    const created = await call('POST', '/api/admin/tours', body);
    expect(created.status).toBe(201);
    const id = created.body.id;
    const admin = (await call('GET', '/api/admin/tours')).body.find((t: any) => t.id === id);
    expect(admin.imageUrls).toEqual([img('river'), img('boat'), img('camp')]);
    expect(admin.translations.en.imageAlts).toEqual(['The river at dawn', 'A dugout boat', '']);
    expect(admin.translations.nl.imageAlts).toEqual(['De rivier bij zonsopgang', '', 'Het kamp']);
    // An alt is never a 'missing translation'.
    expect(admin.missingFields.nl ?? []).not.toContain('imageAlts');
    // A picture without an alt in the page's language takes the other language's, both ways (either language is enough).
    expect((await pub(`/api/tours/${id}`)).body.imageAlts).toEqual(['The river at dawn', 'A dugout boat', 'Het kamp']);
    expect((await pub(`/api/tours/${id}?lang=nl`)).body.imageAlts).toEqual(['De rivier bij zonsopgang', 'A dugout boat', 'Het kamp']);

    // The camp becomes the cover: its alts move with it.
    const reordered = {
      ...body,
      imageUrl: img('camp'),
      imageUrls: [img('camp'), img('river'), img('boat')],
      translations: {
        en: { ...body.translations.en, imageAlts: ['', 'The river at dawn', 'A dugout boat'] },
        nl: { ...body.translations.nl, imageAlts: ['Het kamp', 'De rivier bij zonsopgang', ''] },
      },
    };
    expect((await call('PUT', `/api/admin/tours/${id}`, reordered)).status).toBe(200);
    const tour = (await pub(`/api/tours/${id}?lang=nl`)).body;
    expect([tour.imageUrl, tour.imageUrls, tour.imageAlts]).toEqual([
      img('camp'),
      [img('camp'), img('river'), img('boat')],
      ['Het kamp', 'De rivier bij zonsopgang', 'A dugout boat'],
    ]);
    await call('DELETE', `/api/admin/tours/${id}`);
  });

  it('keeps the alts of a restaurant and an event, and refuses alts that do not fit (400, never 500)', async () => {
    const restaurant = {
      ...sampleRestaurant,
      imageUrls: [sampleRestaurant.imageUrl, img('terrace')],
      translations: { en: { ...sampleRestaurant.translations.en, imageAlts: ['Roti on a plate', 'The terrace'] }, nl: { imageAlts: ['Roti op een bord'] } },
    };
    const r = await call('POST', '/api/admin/restaurants', restaurant);
    expect(r.status).toBe(201);
    expect((await pub(`/api/restaurants/${r.body.id}?lang=nl`)).body.imageAlts).toEqual(['Roti op een bord', 'The terrace']);
    const tooMany = { ...restaurant, translations: { ...restaurant.translations, nl: { imageAlts: ['a', 'b', 'c'] } } };
    expect(await call('PUT', `/api/admin/restaurants/${r.body.id}`, tooMany)).toMatchObject({
      status: 400,
      body: { error: expect.stringContaining('more alt texts than images') },
    });
    const tooLong = { ...restaurant, translations: { ...restaurant.translations, nl: { imageAlts: ['x'.repeat(201)] } } };
    expect(await call('PUT', `/api/admin/restaurants/${r.body.id}`, tooLong)).toMatchObject({
      status: 400,
      body: { error: expect.stringContaining('Alt text must be at most 200') },
    });
    expect(
      await call('PUT', `/api/admin/restaurants/${r.body.id}`, { ...restaurant, translations: { en: { ...restaurant.translations.en, imageAlts: 'x' } } }),
    ).toMatchObject({
      status: 400,
    });
    await call('DELETE', `/api/admin/restaurants/${r.body.id}`);

    const event = {
      ...sampleEvent,
      imageUrl: img('stage'),
      translations: {
        en: { ...sampleEvent.translations.en, imageAlts: ['A band on stage'] },
        nl: { ...sampleEvent.translations.nl, imageAlts: ['Een band op het podium'] },
      },
    };
    const e = await call('POST', '/api/admin/events', event);
    expect(e.status).toBe(201);
    expect((await call('GET', '/api/admin/events')).body.find((x: any) => x.id === e.body.id).translations.nl.imageAlts).toEqual(['Een band op het podium']);
    // An event has its cover only: a second alt is one too many.
    expect(
      (await call('PUT', `/api/admin/events/${e.body.id}`, { ...event, translations: { en: { ...event.translations.en, imageAlts: ['a', 'b'] } } })).status,
    ).toBe(400);
    await call('DELETE', `/api/admin/events/${e.body.id}`);
  });

  it('shows a news article’s gallery under its text with the alts of the page language', async () => {
    const news = {
      ...sampleNews,
      imageUrl: img('cover'),
      imageUrls: [img('cover'), img('market'), img('river')],
      translations: {
        en: { ...sampleNews.translations.en, imageAlts: ['The festival stage', 'Stalls at the Central Market', 'Boats on the river'] },
        nl: { ...sampleNews.translations.nl, imageAlts: ['', 'Kramen op de Centrale Markt'] },
      },
    };
    const created = await call('POST', '/api/admin/news', news);
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect((await call('GET', '/api/admin/news')).body.find((n: any) => n.id === id).imageUrls).toEqual(news.imageUrls);
    const gallery = (html: string) => {
      const part = html.slice(html.indexOf('data-testid="news-gallery"'));
      return [...part.matchAll(/<img[^>]*\balt="([^"]*)"/g)].map((m) => m[1]);
    };
    const en = await page(`/news/${id}`);
    expect(gallery(en)).toEqual(['Stalls at the Central Market', 'Boats on the river']);
    expect(en).toMatch(/<img[^>]*alt="The festival stage"[^>]*fetchpriority="high"|<img[^>]*fetchpriority="high"[^>]*alt="The festival stage"/i);
    const nl = await page(`/nl/news/${id}`);
    expect(gallery(nl)).toEqual(['Kramen op de Centrale Markt', 'Boats on the river']);
    // Without a gallery the page has none.
    expect((await call('PUT', `/api/admin/news/${id}`, { ...news, imageUrls: [img('cover')], translations: { en: sampleNews.translations.en } })).status).toBe(
      200,
    );
    expect(await page(`/news/${id}`)).not.toContain('data-testid="news-gallery"');
    await call('DELETE', `/api/admin/news/${id}`);
  });

  it('keeps each picture’s alts when an update sends none (the flat shape), moved with the picture; an empty list clears them', async () => {
    const body = {
      ...sampleRestaurant,
      imageUrl: img('roti'),
      imageUrls: [img('roti'), img('bara'), img('market')],
      translations: {
        en: { ...sampleRestaurant.translations.en, imageAlts: ['Roti with curry', 'Bara in a basket', 'The market hall'] },
        nl: { ...sampleRestaurant.translations.nl, imageAlts: ['Roti met kerrie', 'Bara in een mandje', 'De markthal'] },
      },
    };
    const id = (await call('POST', '/api/admin/restaurants', body)).body.id;
    // A flat (English-only) update that drops the bara picture and makes the market the cover.
    const { translations: _texts, ...neutral } = body;
    const flat = { ...neutral, ...sampleRestaurant.translations.en, imageUrl: img('market'), imageUrls: [img('market'), img('roti')] };
    expect((await call('PUT', `/api/admin/restaurants/${id}`, flat)).status).toBe(200);
    const admin = (await call('GET', '/api/admin/restaurants')).body.find((r: any) => r.id === id);
    expect(admin.translations.en.imageAlts).toEqual(['The market hall', 'Roti with curry']);
    expect(admin.translations.nl.imageAlts).toEqual(['De markthal', 'Roti met kerrie']);
    // Sent empty, they are cleared: only a missing list means 'keep'.
    const cleared = {
      ...neutral,
      imageUrl: img('market'),
      imageUrls: [img('market'), img('roti')],
      translations: { en: { ...body.translations.en, imageAlts: [] } },
    };
    expect((await call('PUT', `/api/admin/restaurants/${id}`, cleared)).status).toBe(200);
    const after = (await call('GET', '/api/admin/restaurants')).body.find((r: any) => r.id === id);
    expect([after.translations.en.imageAlts, after.translations.nl.imageAlts]).toEqual([[], ['De markthal', 'Roti met kerrie']]);
    await call('DELETE', `/api/admin/restaurants/${id}`);
  });
});
