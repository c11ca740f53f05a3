/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked by the assertions, not by types. */
/** The tour's meeting point end to end: admin API round trip in both languages, public API, and the tour page in en and nl. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPublic, sampleTour, sendJson, startContentServer, type ContentTestContext } from './helpers';

let ctx: ContentTestContext;
beforeAll(async () => {
  ctx = await startContentServer();
});
afterAll(() => ctx?.server.stop());

const call = (method: string, path: string, body?: unknown) => sendJson(ctx.admin, method, path, body);
const page = async (path: string) => (await fetch(`${ctx.server.baseUrl}${path}`)).text();
/** The booking card's facts as "label: value" lines. */
const facts = (html: string) => [...html.matchAll(/<dt[^>]*>(?:.|\n)*?<\/svg>\s*([^<]+?)\s*<\/dt>\s*<dd[^>]*>([^<]*)<\/dd>/g)].map((m) => `${m[1]}: ${m[2]}`);

describe('tour meeting point', () => {
  it('round-trips through the admin API and shows on the tour page in English and Dutch', async () => {
    const body = {
      ...sampleTour,
      translations: {
        en: { ...sampleTour.translations.en, meetingPoint: 'Waterkant, Paramaribo' },
        nl: { ...sampleTour.translations.nl, meetingPoint: 'Steiger aan de Waterkant, Paramaribo' },
      },
    };
    const created = await call('POST', '/api/admin/tours', body);
    expect(created.status).toBe(201);
    const id = created.body.id;
    const admin = (await call('GET', '/api/admin/tours')).body.find((t: any) => t.id === id);
    expect(admin.translations.en.meetingPoint).toBe('Waterkant, Paramaribo');
    expect(admin.translations.nl.meetingPoint).toBe('Steiger aan de Waterkant, Paramaribo');
    expect((await getPublic(ctx.server.baseUrl, `/api/tours/${id}`)).body.meetingPoint).toBe('Waterkant, Paramaribo');
    expect((await getPublic(ctx.server.baseUrl, `/api/tours/${id}?lang=nl`)).body.meetingPoint).toBe('Steiger aan de Waterkant, Paramaribo');
    expect(facts(await page(`/tour/${id}`))).toContain('Meeting point: Waterkant, Paramaribo');
    expect(facts(await page(`/nl/tour/${id}`))).toContain('Verzamelpunt: Steiger aan de Waterkant, Paramaribo');

    // Dutch left empty falls back to English; English cleared hides it in both languages.
    const dutchEmpty = { ...body, translations: { ...body.translations, nl: { ...body.translations.nl, meetingPoint: '' } } };
    expect((await call('PUT', `/api/admin/tours/${id}`, dutchEmpty)).body.missingFields.nl).toContain('meetingPoint');
    expect(facts(await page(`/nl/tour/${id}`))).toContain('Verzamelpunt: Waterkant, Paramaribo');
    const { meetingPoint: _dropped, ...enWithout } = body.translations.en;
    await call('PUT', `/api/admin/tours/${id}`, { ...body, translations: { en: enWithout, nl: { ...body.translations.nl, meetingPoint: '' } } });
    for (const path of [`/tour/${id}`, `/nl/tour/${id}`]) {
      const html = await page(path);
      expect(html).toContain('data-tour-booking');
      expect(facts(html).some((f) => f.startsWith('Meeting point') || f.startsWith('Verzamelpunt'))).toBe(false);
    }
    await call('DELETE', `/api/admin/tours/${id}`);
  });

  it('is seeded for the demo tours in both languages', async () => {
    const tours: any[] = (await getPublic(ctx.server.baseUrl, '/api/tours?limit=50')).body;
    const walk = tours.find((t) => t.name === 'Paramaribo Historic Inner City Walk');
    expect(walk.meetingPoint).toBe('Fort Zeelandia, Paramaribo');
    expect(facts(await page(`/tour/${walk.id}`))).toContain('Meeting point: Fort Zeelandia, Paramaribo');
    const upriver = tours.find((t) => t.name === 'Upper Suriname River Expedition');
    expect(facts(await page(`/nl/tour/${upriver.id}`))).toContain('Verzamelpunt: Waterkant, Paramaribo');
    expect(tours.filter((t) => t.meetingPoint === '').map((t) => t.name)).toEqual(['Colakreek Swim and Picnic Day']);
  });
});
