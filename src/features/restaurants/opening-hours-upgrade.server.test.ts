import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listings, restaurants } from '~/db/schema';
import { setLogSink } from '~/platform/log/logger';
import { useTempDatabase } from '../../../tests/helpers/temp-database';
import { makeListing, sampleRestaurantDraft } from '../../../tests/helpers/sample-listings';
import { seedRestaurants } from '~/db/seed/content/restaurants';
import { isValidOpeningHours } from '~/platform/dates/opening-hours';
import { restaurantInputSchema } from './restaurant';
import { createRestaurant } from './restaurant-writes.server';
import { upgradeOpeningHours } from './opening-hours-upgrade.server';

const temp = useTempDatabase('hours-upgrade');
let lines: Record<string, unknown>[] = [];
let restore: () => void = () => {};
beforeEach(() => {
  lines = [];
  restore = setLogSink((line) => lines.push(JSON.parse(line) as Record<string, unknown>));
});
afterEach(() => restore());

const legacy = { monday: '10am - 8pm', tuesday: '9:00-17:00', wednesday: 'gesloten', thursday: 'ask at the bar', friday: '17:00-01:00' };

/** A restaurant whose hours column holds what older versions let through (written past the strict schema). */
function legacyRestaurant(): number {
  const id = createRestaurant(temp.db, restaurantInputSchema.parse({ ...sampleRestaurantDraft('Old Hours') }));
  temp.db.update(restaurants).set({ openingHours: legacy }).where(eq(restaurants.id, id)).run();
  return id;
}

const hoursOf = (id: number) => temp.db.select({ h: restaurants.openingHours }).from(restaurants).where(eq(restaurants.id, id)).get()!.h;

describe('upgradeOpeningHours', () => {
  it('rewrites readable text into the stored format and logs the unreadable value with the restaurant id, out of the column', () => {
    const id = legacyRestaurant();
    const result = upgradeOpeningHours(temp.db);
    expect(hoursOf(id)).toEqual({ monday: '10:00-20:00', tuesday: '09:00-17:00', wednesday: 'Closed', friday: '17:00-01:00' });
    expect(result.restaurantsChanged).toBe(1);
    const warn = lines.find((l) => l.event === 'opening_hours_unreadable');
    expect(warn).toMatchObject({ level: 'warn', restaurantId: id, day: 'thursday', text: 'ask at the bar', kept: false });
  });

  it('is idempotent: a second run changes and logs nothing', () => {
    const id = legacyRestaurant();
    upgradeOpeningHours(temp.db);
    const after = hoursOf(id);
    lines = [];
    expect(upgradeOpeningHours(temp.db)).toEqual({ restaurantsChanged: 0, draftsChanged: 0, openTimesFilled: 0, unreadable: [] });
    expect(hoursOf(id)).toEqual(after);
    expect(lines).toEqual([]);
  });

  it('upgrades restaurant listing drafts and keeps an unreadable draft value as typed (logged)', () => {
    const listingId = makeListing(temp.db, 'old-draft', { draft: { ...sampleRestaurantDraft(), openingHours: legacy } });
    const result = upgradeOpeningHours(temp.db);
    expect(result.draftsChanged).toBe(1);
    const draft = temp.db.select({ d: listings.draft }).from(listings).where(eq(listings.id, listingId)).get()!.d!;
    expect(draft.openingHours).toEqual({ ...legacy, monday: '10:00-20:00', tuesday: '09:00-17:00', wednesday: 'Closed' });
    expect(draft.translations).toEqual(sampleRestaurantDraft().translations);
    expect(lines.find((l) => l.event === 'opening_hours_unreadable')).toMatchObject({ listingId, day: 'thursday', text: 'ask at the bar', kept: true });
  });

  it('the demo seed is already in the stored format', () => {
    for (const r of seedRestaurants) expect(isValidOpeningHours(r.openingHours), r.en.name).toBe(true);
  });

  it('leaves strict hours as they are', () => {
    const id = createRestaurant(temp.db, restaurantInputSchema.parse({ ...sampleRestaurantDraft(), openingHours: { sunday: 'Closed' } }));
    expect(upgradeOpeningHours(temp.db).restaurantsChanged).toBe(0);
    expect(hoursOf(id)).toEqual({ sunday: 'Closed' });
  });
});
