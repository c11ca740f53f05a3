/** A fresh data folder with the schema applied and no content, for tests that need no demo data. */
import path from 'node:path';
import { openDatabase, type Db } from '~/db/client';
import { migrateDatabase } from '~/db/migrate';
import { makeTempDir } from '../helpers/fixture';

/** Creates an empty migrated data folder; the callback may add rows before the connection closes. */
export function makeEmptyDataDir(prepare?: (db: Db) => void): string {
  const dir = makeTempDir('guide-ops-');
  const db = openDatabase(path.join(dir, 'guide.db'));
  migrateDatabase(db);
  prepare?.(db);
  db.$client.close();
  return dir;
}

/** Parses the JSON log lines out of a server's output (other lines are ignored). */
export function parseLogLines(output: string): Record<string, unknown>[] {
  return output
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}
