/** Admin reads of restaurants: every language side by side, newest first. */
import { withAdminAlts } from '~/features/content';
import { desc, eq, inArray, lt } from 'drizzle-orm';
import { pickRestaurantTexts, readRestaurantFields, type AdminRestaurant } from './restaurant';
import type { Db } from '~/db/client';
import { restaurants, restaurantTranslations } from '~/db/schema';
import { groupByEntity, toAdminRow, toPage, type AdminListOptions, type AdminPage } from '~/features/admin/index.server';

function toAdminRestaurants(db: Db, rows: (typeof restaurants.$inferSelect)[]): AdminRestaurant[] {
  if (rows.length === 0) return [];
  const texts = db
    .select()
    .from(restaurantTranslations)
    .where(
      inArray(
        restaurantTranslations.restaurantId,
        rows.map((r) => r.id),
      ),
    )
    .all();
  const byId = groupByEntity(texts, (t) => t.restaurantId);
  return rows.map((r) => withAdminAlts(toAdminRow(readRestaurantFields(r), byId.get(r.id), pickRestaurantTexts), byId.get(r.id)));
}

/** A page of restaurants for the admin table, newest first. */
export function listAdminRestaurants(db: Db, opts: AdminListOptions): AdminPage<AdminRestaurant> {
  const rows = db
    .select()
    .from(restaurants)
    // Always a bounded range, so the plan is an id range search (tests/perf/query-plans.test.ts).
    .where(lt(restaurants.id, opts.cursor ?? Number.MAX_SAFE_INTEGER))
    .orderBy(desc(restaurants.id))
    .limit(opts.limit + 1)
    .all();
  return toPage(toAdminRestaurants(db, rows), opts.limit);
}

/** One restaurant with all its languages, or null when the id is unknown. */
export function getAdminRestaurant(db: Db, id: number): AdminRestaurant | null {
  const row = db.select().from(restaurants).where(eq(restaurants.id, id)).get();
  return row ? (toAdminRestaurants(db, [row])[0] ?? null) : null;
}

export type { AdminRestaurant };
