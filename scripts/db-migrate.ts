/** `npm run db:migrate`: applies the committed migrations to DATABASE_PATH. */
import fs from 'node:fs';
import { closeDb, getDb } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { getDatabasePath, getDataDir } from '../src/lib/paths.server';

fs.mkdirSync(getDataDir(), { recursive: true });
migrateDatabase(getDb());
closeDb();
console.log(`Migrations applied to ${getDatabasePath()}.`);
