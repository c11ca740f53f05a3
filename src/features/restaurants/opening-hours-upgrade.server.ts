/**
 * The data step that brings opening hours typed before issue 18 ('10am - 8pm', '9:00-17:00', 'gesloten') into the stored
 * format (src/platform/dates/opening-hours.ts). Runs at every start after the migrations (scripts/prepare-data.ts) and
 * does nothing once every value is strict, so it is safe to repeat. It also fills the open-now table
 * (restaurant_open_times) for restaurants written before that table existed.
 *
 * A value it cannot read is never guessed and never dropped without a trace:
 * - on a restaurant (public, and what the open-now filter and structured data read) it leaves the strict column, so
 *   no page shows a time in the wrong language or a wrong "Open now", and is logged at warn level with the restaurant,
 *   the day and the text, for the editor to type again;
 * - in a listing draft (never public; the business's own work in progress) it stays as typed and is logged: the
 *   editor shows it back with the format message, and approval refuses it until it is corrected.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { listings, restaurantOpenTimes, restaurants } from '~/db/schema';
import { normalizeLegacyDayHours, parseDayHours, weeklyIntervals } from '~/platform/dates/opening-hours';
import { logEvent } from '~/platform/log/logger';
import { writeOpenTimes } from './restaurant-open-now.server';

export interface OpeningHoursUpgrade {
  restaurantsChanged: number;
  draftsChanged: number;
  /** Restaurants whose open times (the open-now filter's table) were missing and are now written. */
  openTimesFilled: number;
  /** Values no rule could read: taken out of restaurants, kept in drafts; each one logged. */
  unreadable: { where: 'restaurant' | 'listing'; id: number | string; day: string; text: string }[];
}

type Hours = Record<string, string>;

/** One weekday map upgraded: the strict map, and the days it could not read. */
function upgradeHours(hours: Hours, keepUnreadable: boolean): { hours: Hours; unreadable: [string, string][] } {
  const out: Hours = {};
  const unreadable: [string, string][] = [];
  for (const [day, value] of Object.entries(hours)) {
    const text = typeof value === 'string' ? value : String(value ?? '');
    const strict = parseDayHours(text) !== undefined ? text.trim() : normalizeLegacyDayHours(text);
    if (strict !== undefined) {
      if (strict !== '') out[day] = strict;
      continue;
    }
    unreadable.push([day, text]);
    if (keepUnreadable) out[day] = text;
  }
  return { hours: out, unreadable };
}

const same = (a: Hours, b: Hours) => JSON.stringify(a) === JSON.stringify(b);

/** Rewrites every restaurant's hours and every restaurant listing draft's hours into the stored format; idempotent. */
export function upgradeOpeningHours(db: Db): OpeningHoursUpgrade {
  const result: OpeningHoursUpgrade = { restaurantsChanged: 0, draftsChanged: 0, openTimesFilled: 0, unreadable: [] };
  db.transaction((tx) => {
    const withOpenTimes = new Set(
      tx
        .selectDistinct({ id: restaurantOpenTimes.restaurantId })
        .from(restaurantOpenTimes)
        .all()
        .map((r) => r.id),
    );
    for (const row of tx.select({ id: restaurants.id, hours: restaurants.openingHours }).from(restaurants).all()) {
      const { hours, unreadable } = upgradeHours(row.hours ?? {}, false);
      for (const [day, text] of unreadable) result.unreadable.push({ where: 'restaurant', id: row.id, day, text });
      const changed = !same(hours, row.hours ?? {});
      // The open-now table (migration 0014) starts empty: filled here for rows written before it, and after a rewrite.
      if (changed || (!withOpenTimes.has(row.id) && weeklyIntervals(hours).length > 0)) {
        writeOpenTimes(tx, row.id, hours);
        if (!changed) result.openTimesFilled++;
      }
      if (!changed) continue;
      tx.update(restaurants).set({ openingHours: hours }).where(eq(restaurants.id, row.id)).run();
      result.restaurantsChanged++;
    }
    for (const row of tx.select({ id: listings.id, draft: listings.draft }).from(listings).where(eq(listings.kind, 'restaurant')).all()) {
      const before = row.draft?.openingHours;
      if (!before || typeof before !== 'object') continue;
      const { hours, unreadable } = upgradeHours(before as Hours, true);
      for (const [day, text] of unreadable) result.unreadable.push({ where: 'listing', id: row.id, day, text });
      if (same(hours, before as Hours)) continue;
      tx.update(listings)
        .set({ draft: { ...row.draft, openingHours: hours } })
        .where(eq(listings.id, row.id))
        .run();
      result.draftsChanged++;
    }
  });
  for (const u of result.unreadable) {
    logEvent(
      'opening_hours_unreadable',
      { [u.where === 'restaurant' ? 'restaurantId' : 'listingId']: u.id, day: u.day, text: u.text, kept: u.where === 'listing' },
      'warn',
    );
  }
  if (result.restaurantsChanged + result.draftsChanged + result.openTimesFilled > 0) {
    logEvent('opening_hours_upgraded', { restaurants: result.restaurantsChanged, drafts: result.draftsChanged, openTimes: result.openTimesFilled });
  }
  return result;
}
