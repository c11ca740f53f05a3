/**
 * Issue 15, item 6: every paged list loads one way (components/pages/list-page.ts). A page past the
 * end redirects (302) to the last page with the filter kept, for tours as for restaurants, in both
 * languages, so the address says what is shown.
 */
import { describe, expect, it } from 'vitest';
import { serveFixtureCopy } from '../helpers/fixture-server';

const server = serveFixtureCopy();

const get = (path: string) => fetch(new URL(path, server.baseUrl), { redirect: 'manual' });

describe('a list page past the end', () => {
  for (const list of ['/tours', '/nl/tours', '/restaurants', '/nl/restaurants']) {
    it(`redirects ${list}?page=999 to its last page`, async () => {
      const res = await get(`${list}?page=999`);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(list);
    });
  }

  it('keeps the filter in the redirect', async () => {
    const tours = await get('/nl/tours?category=nature&page=999');
    expect(tours.status).toBe(302);
    expect(tours.headers.get('location')).toBe('/nl/tours?category=nature');
    const restaurants = await get('/restaurants?category=street-food&page=9');
    expect(restaurants.headers.get('location')).toBe('/restaurants?category=street-food');
  });

  it('serves a page that exists', async () => {
    for (const path of ['/tours?page=1', '/nl/tours?category=nature', '/restaurants']) expect((await get(path)).status, path).toBe(200);
  });
});
