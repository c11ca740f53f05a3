/**
 * "Open now" at scale (issue 18): restaurant_open_times holds each restaurant's open intervals in minutes from Sunday
 * 00:00 (Paramaribo), written beside every restaurant write; a moment t is open when an interval holds t or t + 10080
 * (Saturday night running past the week's end). Lists ask it through the covering (start, end, id) index.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { restaurantCategories, restaurantOpenTimes, restaurants } from '~/db/schema';
import { minuteOfWeekInParamaribo, weeklyIntervals } from '~/platform/dates/opening-hours';
import { SERVER_MAX_AGE } from '~/platform/cache/cache-policy';
import type { RestaurantCategory } from './filters';

const MINUTES_PER_WEEK = 7 * 24 * 60;

type Writer = Pick<Db, 'insert' | 'delete'>;

/** Replaces a restaurant's open intervals (call inside the write's transaction). */
export function writeOpenTimes(tx: Writer, restaurantId: number, hours: Record<string, string>): void {
  tx.delete(restaurantOpenTimes)
    .where(sql`${restaurantOpenTimes.restaurantId} = ${restaurantId}`)
    .run();
  const rows = weeklyIntervals(hours).map((i) => ({ restaurantId, startMinute: i.start, endMinute: i.end }));
  if (rows.length > 0) tx.insert(restaurantOpenTimes).values(rows).run();
}

/** The minute of the Paramaribo week the filter asks about. */
export function openMinuteAt(now: Date): number {
  return minuteOfWeekInParamaribo(now);
}

/**
 * SQL: the ids of the restaurants open at minute `t` of the week. A range is shorter than a day, so an interval holding
 * t starts in the day before it: each branch reads one day of the covering (start, end, id) index, whatever the size
 * of the catalogue, and a quiet hour (nothing open) costs one short index walk instead of a check per restaurant.
 */
function openIdsAt(t: number): SQL {
  const o = restaurantOpenTimes;
  const holds = (m: number) => sql`(${o.startMinute} > ${m - 24 * 60} and ${o.startMinute} <= ${m} and ${o.endMinute} > ${m})`;
  return sql`select ${o.restaurantId} as id from ${o} where ${holds(t)} or ${holds(t + MINUTES_PER_WEEK)}`;
}

/**
 * SQL: the restaurant with this id column is open at minute `t` of the week: EXISTS through (restaurant_id, start), one
 * short seek per restaurant, so a page of a busy hour stops after its 25 matches.
 */
function isOpenAt(idColumn: SQL | typeof restaurants.id, t: number): SQL {
  const o = restaurantOpenTimes;
  const holds = (m: number) => sql`(${o.startMinute} > ${m - 24 * 60} and ${o.startMinute} <= ${m} and ${o.endMinute} > ${m})`;
  return sql`exists (select 1 from ${o} where ${o.restaurantId} = ${idColumn} and (${holds(t)} or ${holds(t + MINUTES_PER_WEEK)}))`;
}

/** SQL: the restaurant is in the category ('all': always). */
function inCategory(category: RestaurantCategory): SQL {
  if (category === 'all') return sql`1`;
  const c = restaurantCategories;
  return sql`exists (select 1 from ${c} where ${c.category} = ${category} and ${c.restaurantId} = ${restaurants.id})`;
}

/** The partners open at `t` (few: paid listings), for pagePartnersFirst. */
export function listOpenPartnerIds(db: Db, t: number, category: RestaurantCategory): number[] {
  return db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(sql`${restaurants.partnerUntil} is not null and ${isOpenAt(restaurants.id, t)} and ${inCategory(category)}`)
    .all()
    .map((r) => r.id);
}

/** The other restaurants open at `t` with an id above `after`, in id order (walks the id index against the open ids). */
export function listOpenOtherIds(db: Db, t: number, category: RestaurantCategory, page: { after: number; limit: number; offset: number }): number[] {
  return db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(sql`${restaurants.partnerUntil} is null and ${restaurants.id} > ${page.after} and ${isOpenAt(restaurants.id, t)} and ${inCategory(category)}`)
    .orderBy(restaurants.id)
    .limit(page.limit)
    .offset(page.offset)
    .all()
    .map((r) => r.id);
}

/** How many restaurants of each category are open at `t`: two passes over the open ids only. */
export function countOpenRestaurants(db: Db, t: number): Record<RestaurantCategory, number> {
  const c = restaurantCategories;
  const total = db.get<{ n: number }>(sql`select count(distinct id) as n from (${openIdsAt(t)})`)?.n ?? 0;
  const byCategory = db.all<{ category: string; n: number }>(
    sql`select ${c.category} as category, count(*) as n from (select distinct id from (${openIdsAt(t)})) as o join ${c} on ${c.restaurantId} = o.id group by ${c.category}`,
  );
  const counts = { all: total, 'fine-dining': 0, 'street-food': 0, 'local-creole': 0, international: 0 } as Record<RestaurantCategory, number>;
  for (const row of byCategory) if (row.category in counts) counts[row.category as RestaurantCategory] = row.n;
  return counts;
}

/**
 * Max age of an answer whose list of open restaurants changes at the first opening or closing of ANY restaurant
 * (one falls in or out of the list): found with MIN over the start and end indexes, wrapping the week.
 */
export function openListMaxAge(db: Db, now: Date): number {
  const t = minuteOfWeekInParamaribo(now);
  const o = restaurantOpenTimes;
  const w = MINUTES_PER_WEEK;
  const row = db.get<{ m: number | null }>(sql`select min(m) as m from (
    select min(${o.startMinute}) as m from ${o} where ${o.startMinute} > ${t}
    union all select min(${o.endMinute}) from ${o} where ${o.endMinute} > ${t}
    union all select min(${o.endMinute}) - ${w} from ${o} where ${o.endMinute} > ${t + w}
    union all select min(${o.startMinute}) + ${w} from ${o}
    union all select min(${o.endMinute}) + ${w} from ${o})`);
  if (row?.m === null || row?.m === undefined) return SERVER_MAX_AGE;
  const seconds = Math.floor((row.m - t) * 60 - now.getUTCSeconds() - now.getUTCMilliseconds() / 1000);
  return Math.min(SERVER_MAX_AGE, Math.max(1, seconds));
}
