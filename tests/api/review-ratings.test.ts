/**
 * Issue 20: the rating the restaurants and tours APIs and the cards show comes from approved reviews
 * only. Pending, confirmed and rejected reviews change nothing; a place without reviews claims none.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '~/db/client';
import { copyFixture } from '../helpers/fixture';
import { startServer, type RunningServer } from '../helpers/server';

let server: RunningServer;
let dataDir: string;
type Place = { id: number; rating: number | null; reviewCount: number };
const json = async <T>(p: string) => (await (await fetch(`${server.baseUrl}${p}`)).json()) as T;

/** The approved rows of a place, counted straight from the reviews table. */
function approvedOf(kind: 'restaurant' | 'tour', id: number): { n: number; avg: number | null } {
  const db = openDatabase(path.join(dataDir, 'guide.db'));
  try {
    return db.$client
      .prepare("select count(*) n, round(avg(rating), 1) avg from reviews where place_kind = ? and place_id = ? and status = 'approved'")
      .get(kind, id) as { n: number; avg: number | null };
  } finally {
    db.$client.close();
  }
}

function insertReview(kind: 'restaurant' | 'tour', id: number, status: string, rating: number) {
  const db = openDatabase(path.join(dataDir, 'guide.db'));
  try {
    db.$client
      .prepare(
        `insert into reviews (place_kind, place_id, status, rating, author_name, country, comment, visit_month, locale, email)
         values (?, ?, ?, ?, 'Test', 'Suriname', 'A review that is long enough to be stored.', '2026-10', 'en', 'test@example.test')`,
      )
      .run(kind, id, status, rating);
  } finally {
    db.$client.close();
  }
}

beforeAll(async () => {
  dataDir = copyFixture(inject('fixtureDir'));
  // No page cache: the test writes the database behind the app's back.
  server = await startServer(dataDir, { PAGE_CACHE: '0' });
});
afterAll(() => server?.stop());

describe('ratings from approved reviews (issue 20)', () => {
  it('restaurants and tours: rating and reviewCount match the approved rows, in lists and by id', async () => {
    for (const kind of ['restaurant', 'tour'] as const) {
      const list = await json<Place[]>(`/api/${kind}s?limit=50`);
      expect(list.some((p) => p.reviewCount > 0)).toBe(true);
      expect(list.some((p) => p.reviewCount === 0 && p.rating === null)).toBe(true);
      for (const p of list) {
        const { n, avg } = approvedOf(kind, p.id);
        expect([p.id, p.reviewCount, p.rating]).toEqual([p.id, n, avg]);
      }
      const one = await json<Place>(`/api/${kind}s/${list[0]!.id}`);
      expect([one.rating, one.reviewCount]).toEqual([list[0]!.rating, list[0]!.reviewCount]);
    }
  });

  it('pending, confirmed and rejected reviews change nothing; an approved one counts', async () => {
    const restaurants = await json<Place[]>('/api/restaurants?limit=50');
    const empty = restaurants.find((r) => r.reviewCount === 0)!;
    const rated = restaurants.find((r) => r.reviewCount > 0)!;
    const tours = await json<Place[]>('/api/tours?limit=50');
    const tour = tours.find((t) => t.reviewCount > 0)!;
    for (const status of ['pending', 'confirmed', 'rejected']) {
      insertReview('restaurant', empty.id, status, 1);
      insertReview('restaurant', rated.id, status, 1);
      insertReview('tour', tour.id, status, 1);
    }
    expect(await json<Place>(`/api/restaurants/${empty.id}`)).toMatchObject({ rating: null, reviewCount: 0 });
    expect(await json<Place>(`/api/restaurants/${rated.id}`)).toMatchObject({ rating: rated.rating, reviewCount: rated.reviewCount });
    expect(await json<Place>(`/api/tours/${tour.id}`)).toMatchObject({ rating: tour.rating, reviewCount: tour.reviewCount });
    insertReview('restaurant', empty.id, 'approved', 4);
    expect(await json<Place>(`/api/restaurants/${empty.id}`)).toMatchObject({ rating: 4, reviewCount: 1 });
  });

  it('the list pages show no stars on a card of a place without reviews, and stars with the count on one with', async () => {
    for (const kind of ['restaurant', 'tour'] as const) {
      const places = await json<Place[]>(`/api/${kind}s?limit=50`);
      const empty = places.filter((p) => p.reviewCount === 0).map((p) => p.id);
      expect(empty.length).toBeGreaterThan(0);
      const html = await (await fetch(`${server.baseUrl}/${kind}s?page=1`)).text();
      let checked = 0;
      for (const card of html.split('<article').slice(1)) {
        const id = Number(new RegExp(`href="/${kind}/(\\d+)"`).exec(card)?.[1]);
        if (!id) continue;
        checked++;
        const stars = /aria-label="Rated [^"]* out of 5 from (\d+) reviews?"/.exec(card);
        if (empty.includes(id)) expect(stars, `${kind} ${id}`).toBeNull();
        else expect(Number(stars?.[1]), `${kind} ${id}`).toBe(places.find((p) => p.id === id)!.reviewCount);
      }
      expect(checked, kind).toBeGreaterThan(1);
    }
  });

  it('the home page opens its testimonials with the best one (highest rating), not a three-star one', async () => {
    const html = await (await fetch(`${server.baseUrl}/`)).text();
    const first = html.split('data-testimonial=')[1] ?? '';
    expect(/aria-label="Rated (\d) out of 5"/.exec(first)?.[1]).toBe('5');
  });
});
