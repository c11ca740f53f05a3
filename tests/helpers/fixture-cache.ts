/**
 * The seeded fixture data folder, made once and kept under node_modules/.cache keyed by a hash of
 * everything that shapes it, so test runs (vitest and Playwright) reuse it.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const SHAPING = ['src/db', 'src/lib/media', 'src/lib/content', 'src/lib/auth', 'drizzle', 'package-lock.json'];

/** Password of the `admin` account in the fixture. */
export const FIXTURE_ADMIN = { username: 'admin', email: 'admin@example.com', password: 'test-admin-password' };

function hashSources(): string {
  const h = createHash('sha256');
  const walk = (p: string): void => {
    if (!fs.existsSync(p)) return;
    if (fs.statSync(p).isDirectory()) return fs.readdirSync(p).sort().forEach((n) => walk(path.join(p, n)));
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
  const { openDatabase } = await import('../../src/db/client');
  const { migrateDatabase } = await import('../../src/db/migrate');
  const { seedDemoContent } = await import('../../src/db/seed/index');
  const { createAdmin } = await import('../../src/db/writes/admins');
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

/** The path of the seeded fixture folder, building it when missing or stale. */
export async function ensureFixture(): Promise<string> {
  const root = path.resolve('node_modules/.cache/guide-fixture');
  const dir = path.join(root, hashSources());
  if (!fs.existsSync(path.join(dir, '.complete'))) {
    fs.rmSync(root, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    await buildFixture(dir);
    fs.writeFileSync(path.join(dir, '.complete'), new Date().toISOString());
  }
  return dir;
}
