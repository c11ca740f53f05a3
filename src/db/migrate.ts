/** Applies the committed drizzle-kit migrations. */
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { getMigrationsDir } from '~/platform/paths.server';
import type { Db } from './client';

/** Brings a database up to the latest schema; safe to run at every start. */
export function migrateDatabase(db: Db): void {
  migrate(db, { migrationsFolder: getMigrationsDir() });
}
