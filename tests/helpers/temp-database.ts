/** A migrated SQLite file in a temporary folder, opened before the tests of a file (or each test) and removed after. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { openDatabase, type Db } from '~/db/client';
import { migrateDatabase } from '~/db/migrate';
import { makeTempDir } from './fixture';

export interface TempDatabase {
  /** The open connection (read it inside a test or a hook). */
  readonly db: Db;
  /** The temporary folder holding guide.db. */
  readonly dir: string;
}

/** Registers the hooks; `scope: 'each'` gives every test a fresh database, `'all'` one per file. */
export function useTempDatabase(prefix: string, scope: 'all' | 'each' = 'each'): TempDatabase {
  let db: Db | undefined;
  let dir: string | undefined;
  const open = (): void => {
    dir = makeTempDir(prefix);
    db = openDatabase(path.join(dir, 'guide.db'));
    migrateDatabase(db);
  };
  const close = (): void => {
    db?.$client.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    db = undefined;
    dir = undefined;
  };
  if (scope === 'all') {
    beforeAll(open);
    afterAll(close);
  } else {
    beforeEach(open);
    afterEach(close);
  }
  return {
    get db(): Db {
      if (!db) throw new Error('the temporary database is open only inside tests and hooks');
      return db;
    },
    get dir(): string {
      if (!dir) throw new Error('the temporary database is open only inside tests and hooks');
      return dir;
    },
  };
}
