/**
 * Prepared queries kept per connection. Building a drizzle query and compiling it in SQLite cost
 * more than running it (about 1 ms of the list page's 1.6 ms of database time, CPU profile of
 * issue 7), so hot public reads are built once per connection and run with placeholders.
 */
import type { Db } from '~/db/client';

const caches = new WeakMap<Db, Map<string, unknown>>();

/** The prepared query `key` of this connection, built by `build` on first use. */
export function getPrepared<T>(db: Db, key: string, build: () => T): T {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  if (!cache.has(key)) cache.set(key, build());
  return cache.get(key) as T;
}
