/** `npm run db:migrate`: applies the committed migrations to DATABASE_PATH. */
import { closeDb, getDb } from '~/db/client';
import { migrateDatabase } from '~/db/migrate';
import { makeDataPrivate } from '~/platform/maintenance/private-data.server';
import { getDatabasePath, getDataDir } from '~/platform/paths.server';

makeDataPrivate(getDataDir(), getDatabasePath());
migrateDatabase(getDb());
closeDb();
console.log(`Migrations applied to ${getDatabasePath()}.`);
