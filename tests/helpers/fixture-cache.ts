/**
 * The seeded fixture data folder, made once and kept under node_modules/.cache keyed by a hash of
 * everything that shapes it, so test runs (vitest and Playwright) reuse it.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Only what decides the fixture's bytes: changing a query or an endpoint must not trigger a 4-minute rebuild. */
const SHAPING = [
  'src/db/schema.ts',
  'src/db/seed',
  'src/app/seed.server.ts',
  'src/features/restaurants/restaurant-writes.server.ts',
  'src/features/tours/tour-writes.server.ts',
  'src/features/events/event-writes.server.ts',
  'src/features/news/news-writes.server.ts',
  'src/features/testimonials/testimonial-writes.server.ts',
  'src/features/admin/settings/settings.server.ts',
  'src/features/auth/admin-writes.server.ts',
  'src/features/auth/password.server.ts',
  'src/features/media/store-image.server.ts',
  'src/features/media/variants.ts',
  'src/features/content/schemas.ts',
  'src/platform/content',
  'src/features/restaurants/restaurant.ts',
  'src/features/tours/tour.ts',
  'src/features/events/event.ts',
  'src/features/news/news-article.ts',
  'src/features/testimonials/testimonial.ts',
  'src/features/restaurants/filters.ts',
  'src/features/tours/filters.ts',
  'drizzle',
];

/** Password of the `admin` account in the fixture. */
export const FIXTURE_ADMIN = { username: 'admin', email: 'admin@example.com', password: 'test-admin-password' };

function hashSources(): string {
  const h = createHash('sha256');
  const walk = (p: string): void => {
    if (!fs.existsSync(p)) return;
    if (fs.statSync(p).isDirectory())
      return fs
        .readdirSync(p)
        .sort()
        .forEach((n) => walk(path.join(p, n)));
    if (p.endsWith('.test.ts')) return;
    h.update(p).update(fs.readFileSync(p));
  };
  SHAPING.forEach(walk);
  return h.digest('hex').slice(0, 16);
}

async function buildFixture(dir: string): Promise<void> {
  const previous = process.env.DATA_DIR;
  process.env.DATA_DIR = dir;
  delete process.env.DATABASE_PATH;
  const { openDatabase } = await import('~/db/client');
  const { migrateDatabase } = await import('~/db/migrate');
  const { seedDemoContent } = await import('~/app/seed.server');
  const { createAdmin } = await import('~/features/auth/admin-writes.server');
  const db = openDatabase(path.join(dir, 'guide.db'));
  migrateDatabase(db);
  await seedDemoContent(db);
  await createAdmin(db, FIXTURE_ADMIN);
  db.$client.pragma('wal_checkpoint(TRUNCATE)');
  db.$client.close();
  for (const suffix of ['-wal', '-shm']) fs.rmSync(path.join(dir, `guide.db${suffix}`), { force: true });
  if (previous === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = previous;
}

/** Waits while another process builds the same fixture (a mkdir lock), so parallel runs build it once. */
async function acquireBuildLock(lock: string, done: string): Promise<boolean> {
  const deadline = Date.now() + 20 * 60_000;
  while (Date.now() < deadline) {
    if (fs.existsSync(done)) return false;
    try {
      fs.mkdirSync(lock);
      return true;
    } catch {
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 15 * 60_000) fs.rmSync(lock, { recursive: true, force: true }); // a crashed builder
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  throw new Error(`Timed out waiting for the test fixture lock ${lock}`);
}

/** The path of the seeded fixture folder, building it when missing or stale. */
export async function ensureFixture(): Promise<string> {
  const root = path.resolve('node_modules/.cache/guide-fixture');
  const dir = path.join(root, hashSources());
  const done = path.join(dir, '.complete');
  if (fs.existsSync(done)) return dir;
  fs.mkdirSync(root, { recursive: true });
  const lock = `${dir}.lock`;
  if (!(await acquireBuildLock(lock, done))) return dir;
  try {
    // Build beside the final folder and rename it into place, so no run ever sees half a fixture.
    const tmp = `${dir}.tmp-${process.pid}`;
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.mkdirSync(tmp, { recursive: true });
    await buildFixture(tmp);
    fs.writeFileSync(path.join(tmp, '.complete'), new Date().toISOString());
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(tmp, dir);
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
  return dir;
}
