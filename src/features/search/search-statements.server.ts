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

const states = new WeakMap<object, { structure: Buffer; values: Map<string, unknown> }>();
/**
 * A value kept per connection while the index stays as it is (words of the vocabulary, rows holding a word). FTS5 rewrites its
 * structure record (row 10 of search_index_data) on every write to the index, so one read of it tells when to drop them.
 */
export function perIndexState<T>(db: Db, key: string, create: () => T): T {
  const structure = prepare(db, 'SELECT block FROM search_index_data WHERE id = 10').pluck().get() as Buffer | undefined;
  let state = states.get(db.$client);
  if (!state || !structure || !state.structure.equals(structure)) {
    state = { structure: structure ?? Buffer.alloc(0), values: new Map() };
    states.set(db.$client, state);
  }
  if (!state.values.has(key)) state.values.set(key, create());
  return state.values.get(key) as T;
}
