/** Row counts kept by triggers in `content_counts` (migration 0002): one index lookup, whatever the catalogue's size. */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { contentCounts } from '~/db/schema';
import { getPrepared } from '~/features/content/index.server';

/** A counted kind: a table, or a table's filter category ('restaurants:street-food'). */
export type CountKey = 'restaurants' | 'tours' | 'events' | 'news_articles' | 'testimonials' | `restaurants:${string}` | `tours:${string}`;

/** The counts of several keys; a key with no row counts 0. */
export function getContentCounts<K extends CountKey>(db: Db, keys: readonly K[]): Record<K, number> {
  const rows = db
    .select()
    .from(contentCounts)
    .where(inArray(contentCounts.key, [...keys]))
    .all();
  const found = new Map(rows.map((r) => [r.key, r.n]));
  return Object.fromEntries(keys.map((k) => [k, found.get(k) ?? 0])) as Record<K, number>;
}

/** The count of one key (0 when nothing was ever counted). */
export function getContentCount(db: Db, key: CountKey): number {
  const query = getPrepared(db, 'counts.one', () =>
    db
      .select({ n: contentCounts.n })
      .from(contentCounts)
      .where(eq(contentCounts.key, sql.placeholder('key')))
      .prepare(),
  );
  return query.get({ key })?.n ?? 0;
}
