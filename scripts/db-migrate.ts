/** `npm run db:migrate`: applies the committed migrations to DATABASE_PATH. */
import { closeDb, getDb } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { makeDataPrivate } from '../src/lib/maintenance/private-data.server';
import { getDatabasePath, getDataDir } from '../src/lib/paths.server';

makeDataPrivate(getDataDir(), getDatabasePath());
migrateDatabase(getDb());
closeDb();
console.log(`Migrations applied to ${getDatabasePath()}.`);
