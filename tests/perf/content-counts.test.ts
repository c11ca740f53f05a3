/**
 * The trigger-kept counts (content_counts) stay equal to real counts through any sequence of
 * creates, updates (which move restaurants and tours between filter categories) and deletes made
 * by the write layer, cascades included.
 */
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Db } from '~/db/client';
import { getAdminStats } from '~/features/admin/admin-stats.server';
import { countRestaurants } from '~/features/restaurants/restaurants.server';
import { countTours } from '~/features/tours/tours.server';
import { createRestaurant, deleteRestaurant, updateRestaurant } from '~/features/restaurants/restaurant-writes.server';
import { createTour, deleteTour, updateTour } from '~/features/tours/tour-writes.server';
import { restaurantInputSchema } from '~/features/restaurants/restaurant';
import { tourInputSchema } from '~/features/tours/tour';
import { restaurantCategories } from '~/features/restaurants/filters';
import { tourCategories } from '~/features/tours/filters';
import { copyFixture } from '../helpers/fixture';

let db: Db;
beforeAll(() => {
  const dataDir = copyFixture(inject('fixtureDir'));
  process.env.DATA_DIR = dataDir;
  db = openDatabase(path.join(dataDir, 'guide.db'));
});
afterAll(() => db.$client.close());

const IMAGE = 'https://example.com/a.jpg';
const cuisines = ['Fine Dining', 'Street Food', 'Surinamese Creole', 'Chinese', 'Italian', 'Javanese', ''];
const tourKinds = ['Adventure', 'Cultural Heritage', 'Nature', 'River Cruise', 'Hiking', 'Other'];

function makeRestaurant(cuisine: string, priceRange: string) {
  const texts = { name: 'Counted', description: 'For counting.', cuisine: cuisine || 'Bistro', location: 'Paramaribo' };
  return restaurantInputSchema.parse({ priceRange, imageUrl: IMAGE, translations: { en: texts, nl: texts } });
}

function makeTour(category: string) {
  const texts = { name: 'Counted', description: 'For counting.', category, duration: '1 day', location: 'Brokopondo', operator: 'Op' };
  return tourInputSchema.parse({ price: 10, maxPeople: 4, imageUrl: IMAGE, translations: { en: texts, nl: texts } });
}

/** Counts straight from the tables, the slow way the counts table replaces. */
function countTruth(sql: string, ...params: unknown[]): number {
  return (db.$client.prepare(sql).get(...params) as { n: number }).n;
}

function expectCountsMatch(): void {
  expect(countRestaurants(db)).toBe(countTruth('SELECT count(*) n FROM restaurants'));
  for (const c of restaurantCategories.filter((x) => x !== 'all')) {
    expect(countRestaurants(db, c), c).toBe(countTruth('SELECT count(*) n FROM restaurant_categories WHERE category = ?', c));
  }
  expect(countTours(db)).toBe(countTruth('SELECT count(*) n FROM tours'));
  for (const c of tourCategories.filter((x) => x !== 'all')) {
    expect(countTours(db, c), c).toBe(countTruth('SELECT count(*) n FROM tour_categories WHERE category = ?', c));
  }
  const stats = getAdminStats(db);
  expect(stats.events).toBe(countTruth('SELECT count(*) n FROM events'));
  expect(stats.news).toBe(countTruth('SELECT count(*) n FROM news_articles'));
}

const op = fc.oneof(
  fc.record({ kind: fc.constant('create-r' as const), cuisine: fc.constantFrom(...cuisines), price: fc.constantFrom('$', '$$', '$$$', '$$$$') }),
  fc.record({ kind: fc.constant('update-r' as const), pick: fc.nat(), cuisine: fc.constantFrom(...cuisines), price: fc.constantFrom('$', '$$$$') }),
  fc.record({ kind: fc.constant('delete-r' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('create-t' as const), category: fc.constantFrom(...tourKinds) }),
  fc.record({ kind: fc.constant('update-t' as const), pick: fc.nat(), category: fc.constantFrom(...tourKinds) }),
  fc.record({ kind: fc.constant('delete-t' as const), pick: fc.nat() }),
);

function pickId(table: 'restaurants' | 'tours', n: number): number | null {
  const ids = (db.$client.prepare(`SELECT id FROM ${table}`).all() as { id: number }[]).map((r) => r.id);
  return ids.length ? ids[n % ids.length] : null;
}

describe('content counts', () => {
  it('match the tables after migrating the seeded fixture', () => expectCountsMatch());

  it('stay exact through random writes, category moves and cascading deletes', () => {
    fc.assert(
      fc.property(fc.array(op, { minLength: 1, maxLength: 12 }), (ops) => {
        for (const o of ops) {
          if (o.kind === 'create-r') createRestaurant(db, makeRestaurant(o.cuisine, o.price));
          if (o.kind === 'create-t') createTour(db, makeTour(o.category));
          const id = o.kind.endsWith('-r') ? pickId('restaurants', 'pick' in o ? o.pick : 0) : pickId('tours', 'pick' in o ? o.pick : 0);
          if (id === null) continue;
          if (o.kind === 'update-r') updateRestaurant(db, id, makeRestaurant(o.cuisine, o.price));
          if (o.kind === 'delete-r') deleteRestaurant(db, id);
          if (o.kind === 'update-t') updateTour(db, id, makeTour(o.category));
          if (o.kind === 'delete-t') deleteTour(db, id);
        }
        expectCountsMatch();
      }),
      { numRuns: 40, seed: 7 },
    );
  });
});
