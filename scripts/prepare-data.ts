/**
 * Gets DATA_DIR ready: database file, migrations, demo content when empty, first admin.
 * Run by `npm start` and `npm run dev`; safe to run any number of times.
 */
import fs from 'node:fs';
import { closeDb, getDb } from '~/db/client';
import { migrateDatabase } from '~/db/migrate';
import { hasContent, seedDemoContent } from '~/app/seed.server';
import { upgradeOpeningHours } from '~/features/restaurants/index.server';
import { ensureFirstAdmin, type BootstrapResult } from '~/features/auth/bootstrap.server';
import { makeDataPrivate } from '~/platform/maintenance/private-data.server';
import { getDatabasePath, getDataDir, getUploadsDir } from '~/platform/paths.server';

/** Prepares the data folder and returns what the first start created. */
export async function prepareData(): Promise<BootstrapResult> {
  makeDataPrivate(getDataDir(), getDatabasePath());
  fs.mkdirSync(getUploadsDir(), { recursive: true });
  const db = getDb();
  migrateDatabase(db);
  // Data steps after the schema ones: each is idempotent (does nothing once the data is current).
  upgradeOpeningHours(db);
  // A production site starts empty with DEMO_CONTENT=0; a fresh local start gets the demo guide.
  const wantsDemo = process.env.DEMO_CONTENT?.trim() !== '0' && !hasContent(db);
  if (wantsDemo) console.log('Loading the demo content (the first start draws its pictures; this takes a minute or two)...');
  const summary = wantsDemo ? await seedDemoContent(db, new Date(), (line) => console.log(`  ${line}`)) : null;
  if (summary) {
    console.log(
      `Loaded demo content: ${summary.restaurants} restaurants, ${summary.tours} tours, ${summary.events} events, ` +
        `${summary.news} news articles, ${summary.testimonials} testimonials, ${summary.reviews} visitor reviews, ${summary.images} images.`,
    );
  }
  const admin = await ensureFirstAdmin(db);
  closeDb();
  return admin;
}

/** The sign-in lines printed at start. */
export function describeAdmin(admin: BootstrapResult, baseUrl: string): string[] {
  const lines = [`Admin: ${baseUrl}/admin/login`];
  if (admin.created && admin.generatedPassword) {
    lines.push(
      `  First admin created. Username: ${admin.username}  Password: ${admin.generatedPassword}`,
      '  This password is shown only once: sign in and change it (Settings > Change Password).',
    );
  } else if (admin.created) {
    lines.push(`  First admin created from ADMIN_USERNAME/ADMIN_PASSWORD: ${admin.username}`);
  } else {
    lines.push('  Sign in with an existing admin account (add one: npm run admin:create -- --username … --email … --password …).');
  }
  return lines;
}

const isMain = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/').split('/').pop()!);
if (isMain) {
  const admin = await prepareData();
  console.log(`Data ready in ${getDataDir()} (database ${getDatabasePath()}).`);
  for (const line of describeAdmin(admin, 'http://localhost:4321')) console.log(line);
}
