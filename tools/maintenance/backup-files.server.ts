/** What a backup holds besides the database, and small helpers shared by backup and restore. */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

/** Tables whose row counts a backup records and a restore checks. */
const COUNTED_TABLES = ['restaurants', 'tours', 'events', 'news_articles', 'testimonials', 'site_settings', 'media', 'admin_users', 'listing_orders'] as const;

/** Folders of DATA_DIR copied whole: processed images and payment receipts. */
export const DATA_FOLDERS = ['uploads', 'receipts'] as const;

export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: string;
  integrity: 'ok';
  counts: Record<string, number>;
  /** Top-level files of DATA_DIR kept with the backup (e.g. the 2FA key file). */
  extraFiles: string[];
  folders: Record<string, number>;
  /** Files the database refers to that were gone when the files were copied. */
  missingFiles: string[];
}

/** Names a writer uses before its atomic rename; never copied. */
function isTempName(name: string): boolean {
  return name.startsWith('.tmp-') || name.endsWith('.tmp') || name.endsWith('.part') || name.startsWith('.write-check-');
}

/** Top-level files of DATA_DIR that belong in a backup: everything but the live database, its journals and the pid file. */
export function listExtraFiles(dataDir: string, databaseFile: string): string[] {
  const dbName = path.resolve(databaseFile);
  return fs
    .readdirSync(dataDir, { withFileTypes: true })
    .filter((e) => e.isFile() && !isTempName(e.name) && e.name !== 'server.pid')
    .filter((e) => {
      const full = path.resolve(dataDir, e.name);
      return full !== dbName && full !== `${dbName}-wal` && full !== `${dbName}-shm` && full !== `${dbName}-journal`;
    })
    .map((e) => e.name)
    .sort();
}

/**
 * Copies the entries of a data folder that the copied database refers to (by name), skipping
 * temporary ones; files written after the database snapshot belong to rows the backup lacks.
 * Returns how many entries it copied.
 */
export function copyDataFolder(from: string, to: string, wanted: Set<string>): number {
  if (!fs.existsSync(from)) return 0;
  fs.mkdirSync(to, { recursive: true });
  let copied = 0;
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (isTempName(entry.name) || !wanted.has(entry.name)) continue;
    fs.cpSync(path.join(from, entry.name), path.join(to, entry.name), { recursive: true, preserveTimestamps: true });
    copied += 1;
  }
  return copied;
}

/** Runs PRAGMA integrity_check on a database file; returns 'ok' or the first problems reported. */
export function checkIntegrity(file: string): string {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const rows = db.pragma('integrity_check') as { integrity_check: string }[];
    return rows
      .map((r) => r.integrity_check)
      .slice(0, 5)
      .join('; ');
  } finally {
    db.close();
  }
}

/** Row counts of the counted tables that exist in a database. */
export function countRows(db: Database.Database): Record<string, number> {
  const existing = new Set((db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((r) => r.name));
  const counts: Record<string, number> = {};
  for (const table of COUNTED_TABLES) {
    if (existing.has(table)) counts[table] = (db.prepare(`SELECT count(*) AS n FROM "${table}"`).get() as { n: number }).n;
  }
  return counts;
}

/** Files the database points at, relative to the data folder: one folder per media row, one receipt per order. */
export function listReferencedFiles(db: Database.Database): string[] {
  const media = (db.prepare('SELECT id FROM media').all() as { id: string }[]).map((r) => path.join('uploads', r.id));
  const receipts = (db.prepare('SELECT receipt_path AS p FROM listing_orders WHERE receipt_path IS NOT NULL').all() as { p: string }[]).map((r) =>
    path.isAbsolute(r.p) ? r.p : path.join('receipts', r.p),
  );
  return [...media, ...receipts];
}

/** A sortable folder name for a backup taken at a moment, e.g. guide-20261122-135200. */
export function getBackupName(now: Date): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `guide-${stamp}`;
}
