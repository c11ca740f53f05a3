/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked by the assertions, not by types. */
/**
 * No invented promises: a tour's availability and cancellation policy and an event's refund terms are
 * the business's own words. Written, they show on the page in its language; left empty, the page says
 * nothing about them (no fixed text of the guide's). The demo tours keep today's texts as their data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPublic, sampleEvent, sampleTour, sendJson, startContentServer, type ContentTestContext } from './helpers';

let ctx: ContentTestContext;
beforeAll(async () => {
  ctx = await startContentServer();
});
afterAll(() => ctx?.server.stop());

const call = (method: string, path: string, body?: unknown) => sendJson(ctx.admin, method, path, body);
const page = async (path: string) => (await fetch(`${ctx.server.baseUrl}${path}`)).text();
const DEMO_POLICY = 'Free cancellation up to 24 hours before the tour. Full refund for weather-related cancellations.';

describe('a tour without terms of its own', () => {
  it('shows no availability and no cancellation policy, in either language', async () => {
    const created = await call('POST', '/api/admin/tours', sampleTour);
    expect(created.status).toBe(201);
    for (const path of [`/tour/${created.body.id}`, `/nl/tour/${created.body.id}`]) {
      const html = await page(path);
      expect(html).toContain('data-tour-booking');
      expect(html).not.toContain('data-testid="tour-cancellation"');
      for (const text of ['Cancellation policy', 'Annuleringsvoorwaarden', 'Available daily', 'Elke dag beschikbaar', 'Free cancellation', 'Gratis annuleren'])
        expect(html).not.toContain(text);
    }
    await call('DELETE', `/api/admin/tours/${created.body.id}`);
  });
});

describe('a tour with its own terms', () => {
  it('round-trips them and shows each language its own words', async () => {
    const body = {
      ...sampleTour,
      translations: {
        en: { ...sampleTour.translations.en, availability: 'Saturdays only', cancellationPolicy: 'No refunds within 48 hours of departure.' },
        nl: { ...sampleTour.translations.nl, availability: 'Alleen op zaterdag', cancellationPolicy: 'Geen terugbetaling binnen 48 uur voor vertrek.' },
      },
    };
    const created = await call('POST', '/api/admin/tours', body);
    expect(created.status).toBe(201);
    const id = created.body.id;
    const en = (await getPublic(ctx.server.baseUrl, `/api/tours/${id}`)).body;
    expect(en).toMatchObject({ availability: 'Saturdays only', cancellationPolicy: 'No refunds within 48 hours of departure.' });
    const enHtml = await page(`/tour/${id}`);
    expect(enHtml).toContain('Saturdays only');
    expect(enHtml).toMatch(/data-testid="tour-cancellation"[^>]*>\s*No refunds within 48 hours of departure\.\s*</);
    const nlHtml = await page(`/nl/tour/${id}`);
    expect(nlHtml).toContain('Alleen op zaterdag');
    expect(nlHtml).toContain('Annuleringsvoorwaarden');
    expect(nlHtml).toContain('Geen terugbetaling binnen 48 uur voor vertrek.');
    expect(nlHtml).not.toContain('Gratis annuleren');
    await call('DELETE', `/api/admin/tours/${id}`);
  });

  it('keeps the demo tours as they were: their data carries the texts', async () => {
    const tours: any[] = (await getPublic(ctx.server.baseUrl, '/api/tours?limit=50')).body;
    expect(tours.length).toBeGreaterThan(0);
    for (const tour of tours) expect(tour).toMatchObject({ availability: 'Available daily', cancellationPolicy: DEMO_POLICY });
    const nl: any[] = (await getPublic(ctx.server.baseUrl, '/api/tours?limit=50&lang=nl')).body;
    for (const tour of nl) expect(tour.availability).toBe('Elke dag beschikbaar');
  });
});

describe('an event’s refund terms', () => {
  it('show on /events only when the organiser wrote them', async () => {
    const without = await call('POST', '/api/admin/events', sampleEvent);
    const withTerms = await call('POST', '/api/admin/events', {
      ...sampleEvent,
      translations: {
        en: { ...sampleEvent.translations.en, name: 'Test Terms Night', refundTerms: 'Tickets are refunded only if the night is cancelled.' },
        nl: { ...sampleEvent.translations.nl, name: 'Test Voorwaardenavond', refundTerms: 'Tickets worden alleen terugbetaald als de avond niet doorgaat.' },
      },
    });
    expect([without.status, withTerms.status]).toEqual([201, 201]);
    const card = (html: string, id: number) => html.slice(html.indexOf(`id="event-${id}"`), html.indexOf('</article>', html.indexOf(`id="event-${id}"`)));
    const en = await page('/events?when=all');
    expect(card(en, withTerms.body.id)).toContain('Refund terms');
    expect(card(en, withTerms.body.id)).toContain('Tickets are refunded only if the night is cancelled.');
    expect(card(en, without.body.id)).not.toContain('data-testid="event-refund-terms"');
    const nl = await page('/nl/events?when=all');
    expect(card(nl, withTerms.body.id)).toContain('Terugbetaling');
    expect(card(nl, withTerms.body.id)).toContain('Tickets worden alleen terugbetaald als de avond niet doorgaat.');
    await call('DELETE', `/api/admin/events/${without.body.id}`);
    await call('DELETE', `/api/admin/events/${withTerms.body.id}`);
  });
});
