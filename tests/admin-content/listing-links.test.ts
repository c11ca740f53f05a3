/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked by the assertions, not by types. */
/**
 * What a business puts on its listing, through the admin API: website, WhatsApp, email, socials and map position of a
 * restaurant and a tour, their validation (4xx with a message), the public page's links (only those filled), the
 * JSON-LD's sameAs and geo, and a tour priced in SRD on its card and page.
 */
import { describe, expect, it } from 'vitest';
import { sampleRestaurant, sampleTour, useContentServer } from './helpers';

const ctx = useContentServer();
const page = async (path: string) => (await fetch(`${ctx.server.baseUrl}${path}`)).text();
/** The links panel's anchors as [kind, href]. */
const links = (html: string) => [...html.matchAll(/<a href="([^"]+)"[^>]*data-link="(\w+)"/g)].map((m) => [m[2], m[1]!.replaceAll('&amp;', '&')]);
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!)).flat();

const restaurantLinks = {
  website: 'bluekorjaal-test.example',
  whatsapp: '+597 855-0111',
  email: 'hello@bluekorjaal-test.example',
  facebook: 'https://www.facebook.com/bluekorjaal.test',
  instagram: '@bluekorjaal.test',
  mapLocation: '5.8520, -55.2038',
};

describe('listing links through the admin', () => {
  it("round-trips a restaurant's links and shows them, and the JSON-LD sameAs and geo, on its page", async () => {
    const created = await ctx.call('POST', '/api/admin/restaurants', { ...sampleRestaurant, ...restaurantLinks });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const admin = (await ctx.call('GET', '/api/admin/restaurants')).body.find((r: any) => r.id === id);
    expect(admin).toMatchObject({
      website: 'https://bluekorjaal-test.example',
      instagram: 'https://www.instagram.com/bluekorjaal.test/',
      mapLocation: '5.852,-55.2038',
      whatsapp: '+597 855-0111',
    });
    const html = await page(`/restaurant/${id}`);
    expect(links(html)).toEqual([
      ['website', 'https://bluekorjaal-test.example'],
      ['whatsapp', expect.stringMatching(/^https:\/\/wa\.me\/5978550111\?text=/)],
      ['email', 'mailto:hello@bluekorjaal-test.example'],
      ['facebook', 'https://www.facebook.com/bluekorjaal.test'],
      ['instagram', 'https://www.instagram.com/bluekorjaal.test/'],
      ['directions', 'https://www.google.com/maps/dir/?api=1&destination=5.852,-55.2038'],
    ]);
    expect(html).toMatch(/data-link="website"[^>]*>\s*Website<span class="sr-only"> \(opens in a new tab\)/);
    expect(html).toMatch(/target="_blank" rel="noopener noreferrer"[^>]*data-link="directions"/);
    // The phone's own WhatsApp button gives way to the WhatsApp number: one chat offered, not two.
    expect(html.match(/wa\.me\//g)).toHaveLength(1);
    const ld = jsonLd(html).find((x: any) => x['@type'] === 'Restaurant');
    expect(ld.sameAs).toEqual(['https://bluekorjaal-test.example', 'https://www.facebook.com/bluekorjaal.test', 'https://www.instagram.com/bluekorjaal.test/']);
    expect(ld.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 5.852, longitude: -55.2038 });
    expect(await page(`/nl/restaurant/${id}`)).toMatch(/data-link="directions"[^>]*>\s*Route<span class="sr-only"> \(opent in een nieuw tabblad\)/);

    // Emptied again: no panel, no sameAs, no geo.
    const cleared = await ctx.call('PUT', `/api/admin/restaurants/${id}`, sampleRestaurant);
    expect(cleared.status).toBe(200);
    const plain = await page(`/restaurant/${id}`);
    expect(plain).not.toContain('data-listing-links');
    const plainLd = jsonLd(plain).find((x: any) => x['@type'] === 'Restaurant');
    expect(plainLd).not.toHaveProperty('sameAs');
    expect(plainLd).not.toHaveProperty('geo');
    await ctx.call('DELETE', `/api/admin/restaurants/${id}`);
  });

  it('refuses links that are not what they say, with a message and no write', async () => {
    const before = (await ctx.call('GET', '/api/admin/restaurants')).body.length;
    for (const [field, value, message] of [
      ['mapLocation', '52.3676, 4.9041', 'Map position must lie in Suriname'],
      ['mapLocation', 'https://www.openstreetmap.org/x', 'Map position must be a Google Maps link'],
      ['facebook', 'https://fakebook.example/x', 'Facebook must be a facebook.com address'],
      ['website', 'http://plain.example', 'Website must be an https address'],
    ] as const) {
      const res = await ctx.call('POST', '/api/admin/restaurants', { ...sampleRestaurant, [field]: value });
      expect(res.status, `${field} ${value}`).toBe(400);
      expect(res.body.error).toContain(message);
    }
    expect((await ctx.call('GET', '/api/admin/restaurants')).body.length).toBe(before);
  });

  it('prices a tour in SRD on its card and page, with its links; USD stays the default', async () => {
    const body = { ...sampleTour, currency: 'SRD', price: 1250, instagram: '@tour.test', mapLocation: 'https://maps.app.goo.gl/AbCdEf123' };
    const created = await ctx.call('POST', '/api/admin/tours', body);
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect((await ctx.pub(`/api/tours/${id}`)).body.currency).toBe('SRD');
    const html = await page(`/tour/${id}`);
    expect(html).toMatch(/data-testid="tour-price">SRD 1,250</);
    expect(await page(`/nl/tour/${id}`)).toMatch(/data-testid="tour-price">SRD 1\.250</);
    expect(links(html)).toEqual([
      ['instagram', 'https://www.instagram.com/tour.test/'],
      ['directions', 'https://maps.app.goo.gl/AbCdEf123'],
    ]);
    const ld = jsonLd(html).find((x: any) => Array.isArray(x['@type']) && x['@type'].includes('TouristTrip'));
    expect(ld.sameAs).toEqual(['https://www.instagram.com/tour.test/']);
    expect(ld).not.toHaveProperty('tripOrigin');
    const list = await page('/tours?category=all');
    expect(list).toContain('SRD 1,250');
    const usd = await ctx.call('POST', '/api/admin/tours', sampleTour);
    expect((await ctx.pub(`/api/tours/${usd.body.id}`)).body.currency).toBe('USD');
    expect(await page(`/tour/${usd.body.id}`)).toMatch(/data-testid="tour-price">\$[\d,.]+ USD</);
    expect((await ctx.call('POST', '/api/admin/tours', { ...sampleTour, currency: 'EUR' })).status).toBe(400);
    await ctx.call('DELETE', `/api/admin/tours/${id}`);
    await ctx.call('DELETE', `/api/admin/tours/${usd.body.id}`);
  });

  it('seeds demo links for two restaurants and one tour', async () => {
    const restaurants: any[] = (await ctx.pub('/api/restaurants?limit=50')).body.restaurants ?? (await ctx.pub('/api/restaurants?limit=50')).body;
    expect(restaurants.filter((r) => r.mapLocation !== '').map((r) => r.name)).toEqual(['The Blue Korjaal', 'Kasaba Corner']);
    const tours: any[] = (await ctx.pub('/api/tours?limit=50')).body;
    expect(tours.filter((t) => t.website !== '').map((t) => t.name)).toEqual(['Brownsberg Nature Park Hike']);
    expect(tours.every((t) => t.currency === 'USD')).toBe(true);
  });
});
