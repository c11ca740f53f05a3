/** Where runtime files live. Everything is resolved from the project root (the npm scripts' working directory). */
import path from 'node:path';

/** The folder for runtime files (database, uploads, receipts, keys). */
export function getDataDir(): string {
  return path.resolve(process.env.DATA_DIR || 'data');
}

/** The SQLite database file. */
export function getDatabasePath(): string {
  return process.env.DATABASE_PATH ? path.resolve(process.env.DATABASE_PATH) : path.join(getDataDir(), 'guide.db');
}

/** Processed image variants, one folder per object id. */
export function getUploadsDir(): string {
  return path.join(getDataDir(), 'uploads');
}

/** Payment receipts: outside any public route, served only to admins. */
export function getReceiptsDir(): string {
  return path.join(getDataDir(), 'receipts');
}

/** The drizzle-kit migrations folder. */
export function getMigrationsDir(): string {
  return path.resolve(process.env.MIGRATIONS_DIR || 'drizzle');
}
