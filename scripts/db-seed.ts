/** `npm run db:seed`: loads the demo content into an empty database; refuses one that has content. */
import fs from 'node:fs';
import { closeDb, getDb } from '~/db/client';
import { migrateDatabase } from '~/db/migrate';
import { seedDemoContent } from '~/app/seed.server';
import { makeDataPrivate } from '~/platform/maintenance/private-data.server';
import { getDatabasePath, getDataDir, getUploadsDir } from '~/platform/paths.server';

makeDataPrivate(getDataDir(), getDatabasePath());
fs.mkdirSync(getUploadsDir(), { recursive: true });
const db = getDb();
migrateDatabase(db);
const summary = await seedDemoContent(db, new Date(), (line) => console.log(line));
closeDb();
if (!summary) {
  console.error(`${getDatabasePath()} already has content; nothing was changed. Seed only loads into an empty database.`);
  process.exit(1);
}
console.log(`Demo content loaded into ${getDatabasePath()}:`, summary);
