/** `npm run admin:create -- --username alice --email alice@example.com --password '…'` adds an admin. */
import { parseArgs } from 'node:util';
import { closeDb, getDb } from '~/db/client';
import { migrateDatabase } from '~/db/migrate';
import { createAdmin } from '~/features/auth/admin-writes.server';
import { newAdminSchema } from '~/features/auth/schemas';
import { makeDataPrivate } from '~/platform/maintenance/private-data.server';
import { getDatabasePath, getDataDir } from '~/platform/paths.server';

const { values } = parseArgs({
  options: { username: { type: 'string' }, email: { type: 'string' }, password: { type: 'string' } },
});
const parsed = newAdminSchema.safeParse(values);
if (!parsed.success) {
  console.error(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
  console.error("Usage: npm run admin:create -- --username <name> --email <address> --password '<password>'");
  process.exit(1);
}
makeDataPrivate(getDataDir(), getDatabasePath());
const db = getDb();
migrateDatabase(db);
try {
  await createAdmin(db, parsed.data);
  console.log(`Admin ${parsed.data.username.toLowerCase()} created.`);
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(/UNIQUE/.test(message) ? 'An admin with that username or email already exists.' : message);
  process.exitCode = 1;
} finally {
  closeDb();
}
