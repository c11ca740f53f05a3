/**
 * Partner listings over HTTP (README "Partner listings"): the badge on cards and detail pages in
 * both languages, partners first on the list pages and in the API (cursor pages without duplicates
 * or gaps), and the two API fields, on a fixture whose database marks a few entries as partners.
 */
import path from 'node:path';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '~/db/client';
import { events, restaurants, tours } from '~/db/schema';
import { copyFixture } from '../helpers/fixture';
import { startServer, type RunningServer } from '../helpers/server';

type Item = { id: number; name: string; partner: boolean; partnerUntil: string | null; date?: string };
let server: RunningServer;
const until = new Date('2099-01-31T02:59:59.999Z');
let restaurantIds: number[] = [];
let partnerRestaurants: number[] = [];
let partnerTour = 0;
let partnerEvent = 0;
let otherEvent = 0;

const get = (p: string) => fetch(`${server.baseUrl}${p}`);
const json = async <T>(p: string) => (await (await get(p)).json()) as T;
const html = async (p: string) => {
  const res = await get(p);
  expect(res.status, p).toBe(200);
  return res.text();
};
/** The ids of the cards of a list page, in page order. */
const cardIds = (page: string, re: RegExp) => [...page.matchAll(re)].map((m) => Number(m[1]));
const badges = (page: string) => page.match(/data-testid="partner-badge"/g)?.length ?? 0;

beforeAll(async () => {
  const dataDir = copyFixture(inject('fixtureDir'));
  const db = openDatabase(path.join(dataDir, 'guide.db'));
  restaurantIds = db
    .select({ id: restaurants.id })
    .from(restaurants)
    .all()
    .map((r) => r.id)
    .sort((a, b) => a - b);
  partnerRestaurants = [restaurantIds.at(-1)!, restaurantIds.at(-3)!].sort((a, b) => a - b);
  db.update(restaurants).set({ partnerUntil: until }).where(inArray(restaurants.id, partnerRestaurants)).run();
  partnerTour = Math.max(
    ...db
      .select({ id: tours.id })
      .from(tours)
      .all()
      .map((t) => t.id),
  );
  db.update(tours).set({ partnerUntil: until }).where(eq(tours.id, partnerTour)).run();
  // The two soonest upcoming one-off events that are not featured, on the same day: the later one is the partner.
  // (A weekly event keeps its weekday when its first date moves, so it would not land on the same day.)
  const [first, second] = db
    .select({ id: events.id, date: events.date })
    .from(events)
    .where(and(gte(events.date, new Date()), eq(events.isFeatured, false), eq(events.repeat, 'once')))
    .orderBy(asc(events.date), asc(events.id))
    .limit(2)
    .all();
  otherEvent = first.id;
  partnerEvent = second.id;
  db.update(events)
    .set({ partnerUntil: until, date: new Date(first.date.getTime() + 60_000) })
    .where(eq(events.id, partnerEvent))
    .run();
  db.$client.close();
  server = await startServer(dataDir);
});
afterAll(() => server?.stop());

describe('partner listings', () => {
  it('lists partner restaurants first in the API, with partner and partnerUntil, and pages by cursor without gaps', async () => {
    const all = await json<Item[]>('/api/restaurants?limit=100');
    const expected = [...partnerRestaurants, ...restaurantIds.filter((id) => !partnerRestaurants.includes(id))];
    expect(all.map((r) => r.id)).toEqual(expected);
    expect(all.slice(0, 3).map((r) => [r.partner, r.partnerUntil])).toEqual([
      [true, until.toISOString()],
      [true, until.toISOString()],
      [false, null],
    ]);
    const walked: number[] = [];
    let next: string | null = '';
    while (next !== null) {
      const res = await get(`/api/restaurants?limit=2&lang=nl${next ? `&cursor=${next}` : ''}`);
      walked.push(...((await res.json()) as Item[]).map((r) => r.id));
      next = res.headers.get('x-next-cursor');
    }
    expect(walked).toEqual(expected);
    const detail = await json<Item>(`/api/restaurants/${partnerRestaurants[0]}`);
    expect([detail.partner, detail.partnerUntil]).toEqual([true, until.toISOString()]);
    expect((await json<Item>(`/api/restaurants/${expected[2]}`)).partner).toBe(false);
  });

  it('shows partner restaurants first with the badge on /restaurants and their pages, in English and Dutch', async () => {
    for (const [prefix, label] of [
      ['', 'Guide partner'],
      ['/nl', 'Partner van de gids'],
    ]) {
      const page = await html(`${prefix}/restaurants`);
      const ids = cardIds(page, /href="(?:\/nl)?\/restaurant\/(\d+)"/g);
      expect(ids.slice(0, 2), prefix).toEqual(partnerRestaurants);
      expect(badges(page)).toBe(2);
      expect(page).toContain(label);
      const detail = await html(`${prefix}/restaurant/${partnerRestaurants[0]}`);
      expect(badges(detail)).toBe(1);
      expect(detail).toContain(label);
      expect(badges(await html(`${prefix}/restaurant/${ids[2]}`))).toBe(0);
    }
  });

  it('lists the partner tour first with its badge, in the API, the list and its page', async () => {
    const api = await json<Item[]>('/api/tours?lang=nl');
    expect(api[0]).toMatchObject({ id: partnerTour, partner: true, partnerUntil: until.toISOString() });
    expect(api.slice(1).every((t) => !t.partner)).toBe(true);
    for (const prefix of ['', '/nl']) {
      const page = await html(`${prefix}/tours`);
      expect(cardIds(page, /data-tour-card="(\d+)"/g)[0]).toBe(partnerTour);
      expect(badges(page)).toBe(1);
      expect(badges(await html(`${prefix}/tour/${partnerTour}`))).toBe(1);
    }
  });

  it('puts the partner event first within its day, with its badge on /events and the home page', async () => {
    const upcoming = await json<Item[]>('/api/events/upcoming?limit=100');
    // The demo's weekly night may fall on an earlier day than these two: their day's order is what counts.
    const at = upcoming.findIndex((e) => e.id === partnerEvent);
    expect(upcoming.slice(at, at + 2).map((e) => [e.id, e.partner])).toEqual([
      [partnerEvent, true],
      [otherEvent, false],
    ]);
    expect(upcoming[at].partnerUntil).toBe(until.toISOString());
    expect(upcoming.filter((e) => e.partner).map((e) => e.id)).toEqual([partnerEvent]);
    for (const [prefix, label] of [
      ['', 'Guide partner'],
      ['/nl', 'Partner van de gids'],
    ]) {
      for (const page of [await html(`${prefix}/events`), await html(`${prefix}/`)]) {
        const ids = cardIds(page, /data-event-id="(\d+)"/g);
        expect(ids.indexOf(partnerEvent), prefix).toBeLessThan(ids.indexOf(otherEvent));
        expect(ids.indexOf(partnerEvent)).toBeGreaterThanOrEqual(0);
        expect(page).toContain(label);
      }
    }
  });
});
