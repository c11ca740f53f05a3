import type { Statement } from 'better-sqlite3';
import type { Db } from '~/db/client';

const statements = new WeakMap<object, Map<string, Statement>>();
/** A prepared statement, kept per connection (preparing a statement on the view costs more than running it). */
export function prepare(db: Db, sql: string): Statement {
  let cache = statements.get(db.$client);
  if (!cache) statements.set(db.$client, (cache = new Map()));
  let statement = cache.get(sql);
  if (!statement) cache.set(sql, (statement = db.$client.prepare(sql)));
  return statement;
}
