/** Every event the public sees is a database row the admin manages: the spec's five sample events (ids 2 to 6) are demo rows, edited and removed like any other. */
import { describe, expect, it } from 'vitest';
import { sampleEvent, sendJson, useContentServer } from './helpers';

const ctx = useContentServer();

const page = async (path: string) => (await fetch(`${ctx.server.baseUrl}${path}`)).text();
/** 'id:name' of each event card on a Nightlife page, as its heading shows the name (HTML entities read back). */
const cardNames = (html: string) =>
  [...html.matchAll(/data-event-id="(\d+)"[\s\S]*?<h[23][^>]*>([^<]+)<\/h[23]>/g)].map((m) => `${m[1]}:${m[2]!.trim().replaceAll('&amp;', '&')}`);

describe('events on the Nightlife page', () => {
  it('are exactly the upcoming rows of the database (the featured one above the grid), the spec samples among them with ids 2 to 6', async () => {
    const upcoming = (await sendJson(ctx.admin, 'GET', '/api/events/upcoming?lang=en&limit=100')).body as { id: number; name: string; price: number }[];
    const featured = (await sendJson(ctx.admin, 'GET', '/api/events/featured?lang=en')).body as { id: number };
    const shown = cardNames(await page('/events?when=all'));
    expect(shown.toSorted()).toEqual(
      upcoming
        .filter((e) => e.id !== featured.id)
        .map((e) => `${e.id}:${e.name}`)
        .toSorted(),
    );
    const samples = upcoming.filter((e) => e.id >= 2 && e.id <= 6);
    expect(samples.map((e) => e.name).toSorted()).toEqual([
      'Blackwater Beats Festival',
      'Heritage Evening at the Fort',
      'Kaseko Under the Palms',
      'Rooftop Sessions: Caribbean House',
      'Waterkant Salsa & Zouk Night',
    ]);
    expect(samples.every((e) => e.price >= 20 && e.price <= 40)).toBe(true);
    expect(cardNames(await page('/nl/events?when=all'))).toContain('2:Kaseko onder de palmen');
  });

  it('change and go away when the admin edits or deletes a sample event', async () => {
    const renamed = {
      ...sampleEvent,
      date: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      translations: {
        en: { ...sampleEvent.translations.en, name: 'Kaseko in the Palm Garden' },
        nl: { ...sampleEvent.translations.nl, name: 'Kaseko in de Palmentuin' },
      },
    };
    expect((await sendJson(ctx.admin, 'PUT', '/api/admin/events/2', renamed)).status).toBe(200);
    expect(cardNames(await page('/events?when=all'))).toContain('2:Kaseko in the Palm Garden');
    expect(await page('/events?when=all')).not.toContain('Kaseko Under the Palms');
    expect(cardNames(await page('/nl/events?when=all'))).toContain('2:Kaseko in de Palmentuin');

    expect((await sendJson(ctx.admin, 'DELETE', '/api/admin/events/4')).status).toBe(200);
    expect(await page('/events?when=all')).not.toContain('Heritage Evening at the Fort');
    expect(await page('/nl/events?when=all')).not.toContain('Erfgoedavond op het fort');
  });
});
