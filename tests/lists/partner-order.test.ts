/**
 * Partners first (README "Partner listings"), at the database level: restaurants and tours list
 * their partners first, each part in id order, in every category, by page number and by cursor
 * with no entry twice or missing; events keep their days in order and put partners first within a day.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, restaurants, tours } from '~/db/schema';
import { createEvent } from '~/features/events/index.server';
import { eventInputSchema } from '~/features/events/event';
import { listUpcomingEvents } from '~/features/events/events.server';
import { createRestaurant } from '~/features/restaurants/restaurant-writes.server';
import { restaurantInputSchema } from '~/features/restaurants/restaurant';
import { listRestaurants } from '~/features/restaurants/restaurants.server';
import { createTour } from '~/features/tours/tour-writes.server';
import { tourInputSchema } from '~/features/tours/tour';
import { listTours } from '~/features/tours/tours.server';
import { useTempDatabase } from '../helpers/temp-database';

const temp = useTempDatabase('guide-partner-order-');
const until = new Date('2026-12-31T02:59:59.999Z');

function addRestaurant(i: number): number {
  const cuisine = i % 2 === 0 ? 'Surinamese street food' : 'Italian';
  return createRestaurant(
    temp.db,
    restaurantInputSchema.parse({
      priceRange: '$$',
      imageUrl: 'https://img.example/r.jpg',
      translations: { en: { name: `R${i}`, description: 'Food.', cuisine, location: 'Paramaribo' } },
    }),
  );
}

function walk(list: (after: number) => { items: { id: number }[]; nextCursor: number | null }): number[] {
  const seen: number[] = [];
  let after = 0;
  for (let guard = 0; guard < 50; guard++) {
    const page = list(after);
    seen.push(...page.items.map((r) => r.id));
    if (page.nextCursor === null) return seen;
    after = page.nextCursor;
  }
  throw new Error('no end');
}

describe('partners first', () => {
  it('restaurants: partners first in every list, by page number and by cursor', () => {
    const ids = Array.from({ length: 9 }, (_, i) => addRestaurant(i + 1));
    const partners = [ids[7], ids[2], ids[3]];
    for (const id of partners) temp.db.update(restaurants).set({ partnerUntil: until }).where(eq(restaurants.id, id)).run();
    const expected = [ids[2], ids[3], ids[7], ...ids.filter((id) => !partners.includes(id))];

    const byPage = [0, 2, 4, 6, 8].flatMap((offset) => listRestaurants(temp.db, { lang: 'en', limit: 2, offset }).items.map((r) => r.id));
    expect(byPage).toEqual(expected);
    expect(walk((after) => listRestaurants(temp.db, { lang: 'nl', limit: 2, cursor: after }))).toEqual(expected);
    const first = listRestaurants(temp.db, { lang: 'en', limit: 4 }).items;
    expect(first.map((r) => [r.partner, r.partnerUntil])).toEqual([
      [true, until.toISOString()],
      [true, until.toISOString()],
      [true, until.toISOString()],
      [false, null],
    ]);

    // ids[1], ids[3], ids[5], ids[7] are street food (even i+1): partners ids[3], ids[7] first.
    const street = [ids[3], ids[7], ids[1], ids[5], ids[8]].filter((id) => [ids[1], ids[3], ids[5], ids[7]].includes(id));
    expect(walk((after) => listRestaurants(temp.db, { lang: 'en', limit: 1, cursor: after, category: 'street-food' }))).toEqual(street);
    expect(listRestaurants(temp.db, { lang: 'en', limit: 2, offset: 2, category: 'street-food' }).items.map((r) => r.id)).toEqual(street.slice(2));
  });

  it('tours: partners first, in a category too', () => {
    const ids = Array.from({ length: 5 }, (_, i) =>
      createTour(
        temp.db,
        tourInputSchema.parse({
          price: 10,
          maxPeople: 4,
          imageUrl: 'https://img.example/t.jpg',
          translations: { en: { name: `T${i}`, description: 'Trip.', category: 'Nature', duration: '1 day', location: 'Brokopondo', operator: 'Op' } },
        }),
      ),
    );
    temp.db.update(tours).set({ partnerUntil: until }).where(eq(tours.id, ids[4])).run();
    const expected = [ids[4], ...ids.slice(0, 4)];
    expect(walk((after) => listTours(temp.db, { lang: 'en', limit: 2, cursor: after }))).toEqual(expected);
    expect(listTours(temp.db, { lang: 'nl', limit: 10, category: 'nature' }).items.map((t) => t.id)).toEqual(expected);
    expect(listTours(temp.db, { lang: 'en', limit: 2, offset: 2 }).items.map((t) => t.id)).toEqual(expected.slice(2, 4));
  });

  it('events: by day, partners first within their day, pages cut correctly', () => {
    const now = new Date('2026-06-01T12:00:00-03:00');
    const at = (local: string) => new Date(`${local}-03:00`);
    const add = (name: string, date: Date) =>
      createEvent(
        temp.db,
        eventInputSchema.parse({
          date: date.toISOString(),
          price: 0,
          translations: { en: { name, description: 'Party.', category: 'Music', time: '20:00', location: 'Paramaribo' } },
        }),
      );
    const a = add('day1-early', at('2026-06-02T10:00:00'));
    const b = add('day1-late-partner', at('2026-06-02T23:30:00'));
    const c = add('day2-early', at('2026-06-03T00:30:00'));
    const d = add('day2-partner', at('2026-06-03T21:00:00'));
    const e = add('day3', at('2026-06-04T20:00:00'));
    for (const id of [b, d]) temp.db.update(events).set({ partnerUntil: until }).where(eq(events.id, id)).run();
    const expected = [b, a, d, c, e];
    expect(listUpcomingEvents(temp.db, 'en', 10, now).map((x) => x.id)).toEqual(expected);
    expect(listUpcomingEvents(temp.db, 'en', 1, now).map((x) => x.id)).toEqual([b]);
    expect(listUpcomingEvents(temp.db, 'en', 3, now).map((x) => x.id)).toEqual([b, a, d]);
    const paged = [0, 1, 2, 3, 4].flatMap((offset) => listUpcomingEvents(temp.db, 'nl', 1, now, offset).map((x) => x.id));
    expect(paged).toEqual(expected);
    expect(listUpcomingEvents(temp.db, 'en', 2, now, 3).map((x) => x.id)).toEqual([c, e]);
    expect(listUpcomingEvents(temp.db, 'en', 2, now, 5)).toEqual([]);
  });
});
