/** The one SQLite connection of the process, opened lazily with the pragmas every connection needs. */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { getDatabasePath } from '~/platform/paths.server';
import * as schema from './schema';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/** Opens a database file with WAL, foreign keys, a busy timeout and full durability. */
export function openDatabase(file: string): Db {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  // FULL: a write that answered success survives power loss too, not only a process crash.
  // Payment records depend on it, and the write volume of a guide makes the cost negligible.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return drizzle({ client: sqlite, schema });
}

let current: Db | null = null;

/** The process-wide connection to DATABASE_PATH. */
export function getDb(): Db {
  if (!current) current = openDatabase(getDatabasePath());
  return current;
}

/** Closes the process-wide connection (graceful shutdown, tests). */
export function closeDb(): void {
  if (current) {
    current.$client.close();
    current = null;
  }
}
