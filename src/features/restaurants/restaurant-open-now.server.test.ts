import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { restaurantOpenTimes, restaurants } from '~/db/schema';
import { useTempDatabase } from '../../../tests/helpers/temp-database';
import { sampleRestaurantDraft } from '../../../tests/helpers/sample-listings';
import { restaurantInputSchema } from './restaurant';
import { createRestaurant, deleteRestaurant, updateRestaurant } from './restaurant-writes.server';
import { listRestaurants } from './restaurants.server';
import { countOpenRestaurants, openListMaxAge, openMinuteAt } from './restaurant-open-now.server';
import { upgradeOpeningHours } from './opening-hours-upgrade.server';

const temp = useTempDatabase('open-now');
const at = (local: string) => new Date(`${local}-03:00`);
// 2026-11-23 is a Monday; 2026-11-28 a Saturday, 2026-11-29 a Sunday.
const input = (name: string, openingHours: Record<string, string>, cuisine = 'Javanese') => {
  const draft = sampleRestaurantDraft(name) as { translations: { en: Record<string, string> } };
  return restaurantInputSchema.parse({ ...draft, openingHours, translations: { ...draft.translations, en: { ...draft.translations.en, cuisine } } });
};
const openNames = (now: Date, category: 'all' | 'street-food' = 'all') =>
  listRestaurants(temp.db, { lang: 'en', limit: 50, category, openAt: openMinuteAt(now) }).items.map((r) => r.name);
const timesOf = (id: number) =>
  temp.db
    .select({ s: restaurantOpenTimes.startMinute, e: restaurantOpenTimes.endMinute })
    .from(restaurantOpenTimes)
    .where(eq(restaurantOpenTimes.restaurantId, id))
    .all();

describe('open now', () => {
  it('lists the restaurants open at a moment, past midnight and past the end of the week, with counts per category', () => {
    createRestaurant(temp.db, input('Lunch', { monday: '11:00-14:00', saturday: '11:00-14:00' }));
    createRestaurant(temp.db, input('Late', { saturday: '20:00-02:00', monday: '17:00-01:00' }));
    createRestaurant(temp.db, input('Street', { monday: '06:00-12:00' }, 'Street food'));
    createRestaurant(temp.db, input('Unknown', {}));
    expect(openNames(at('2026-11-23T11:30'))).toEqual(['Lunch', 'Street']);
    expect(openNames(at('2026-11-23T11:30'), 'street-food')).toEqual(['Street']);
    expect(openNames(at('2026-11-24T00:30'))).toEqual(['Late']);
    // Sunday 01:00 is Saturday night's range, stored past minute 10080.
    expect(openNames(at('2026-11-29T01:00'))).toEqual(['Late']);
    expect(openNames(at('2026-11-29T03:00'))).toEqual([]);
    expect(countOpenRestaurants(temp.db, openMinuteAt(at('2026-11-23T11:30')))).toMatchObject({ all: 2, 'street-food': 1, international: 0 });
  });

  it('keeps the open times in step with create, edit and delete', () => {
    const id = createRestaurant(temp.db, input('Edited', { monday: '11:00-14:00' }));
    expect(timesOf(id)).toEqual([{ s: 1 * 1440 + 660, e: 1 * 1440 + 840 }]);
    expect(updateRestaurant(temp.db, id, input('Edited', { monday: 'Closed', tuesday: '18:00-00:00' }))).toBe(true);
    expect(timesOf(id)).toEqual([{ s: 2 * 1440 + 1080, e: 3 * 1440 }]);
    expect(openNames(at('2026-11-23T12:00'))).toEqual([]);
    expect(openNames(at('2026-11-24T23:59'))).toEqual(['Edited']);
    expect(deleteRestaurant(temp.db, id)).toBe(true);
    expect(timesOf(id)).toEqual([]);
  });

  it('lists open partners first, then the others in id order, with paging', () => {
    const ids = ['A', 'B', 'C', 'D'].map((n) => createRestaurant(temp.db, input(n, { monday: '08:00-20:00' })));
    createRestaurant(temp.db, input('Closed partner', { monday: 'Closed' }));
    temp.db
      .update(restaurants)
      .set({ partnerUntil: at('2027-01-01T00:00') })
      .where(eq(restaurants.id, ids[2]!))
      .run();
    const t = openMinuteAt(at('2026-11-23T12:00'));
    expect(listRestaurants(temp.db, { lang: 'en', limit: 10, openAt: t }).items.map((r) => r.name)).toEqual(['C', 'A', 'B', 'D']);
    expect(listRestaurants(temp.db, { lang: 'en', limit: 2, offset: 2, openAt: t }).items.map((r) => r.name)).toEqual(['B', 'D']);
  });

  it('bounds the cache at the first opening or closing of any restaurant', () => {
    createRestaurant(temp.db, input('Lunch', { monday: '11:00-14:00' }));
    createRestaurant(temp.db, input('Late', { saturday: '20:00-02:00' }));
    expect(openListMaxAge(temp.db, at('2026-11-23T10:59:30'))).toBe(30);
    expect(openListMaxAge(temp.db, at('2026-11-23T13:00'))).toBe(3600);
    expect(openListMaxAge(temp.db, at('2026-11-29T01:30'))).toBe(1800);
  });

  it('the start-up step fills the open times of restaurants written before the table existed', () => {
    const id = createRestaurant(temp.db, input('Older', { monday: '11:00-14:00' }));
    temp.db.delete(restaurantOpenTimes).where(eq(restaurantOpenTimes.restaurantId, id)).run();
    expect(upgradeOpeningHours(temp.db).openTimesFilled).toBe(1);
    expect(timesOf(id)).toHaveLength(1);
    expect(upgradeOpeningHours(temp.db).openTimesFilled).toBe(0);
  });
});
