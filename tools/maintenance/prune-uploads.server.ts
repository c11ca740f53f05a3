/**
 * Removes stored images nothing refers to any more (replaced or deleted content leaves them
 * behind). An image counts as used when its `/objects/uploads/{id}` address appears anywhere in
 * the database outside the media bookkeeping itself, so a new kind of content cannot lose its
 * pictures to this. Images younger than the grace period are kept: an admin may have uploaded one
 * into a dialog that is not saved yet.
 */
import fs from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { findObjectIds, UPLOAD_PATH_PREFIX } from '~/features/media/variants';
import { getUploadsDir } from '~/platform/paths.server';

type Sqlite = Database.Database;

/** Uploads younger than this are never removed. */
export const PRUNE_GRACE_MS = 24 * 60 * 60 * 1000;

/** Tables that describe the images themselves, not content that shows them. */
const BOOKKEEPING_TABLES = new Set(['media', 'upload_tokens', '__drizzle_migrations', 'sqlite_sequence']);

export interface UnusedImage {
  id: string;
  bytes: number;
}

export interface PruneResult {
  unused: UnusedImage[];
  /** Folders removed (0 on a dry run). */
  removed: number;
  bytes: number;
}

/** Every object id that some row outside the bookkeeping tables mentions. */
function collectReferencedIds(db: Sqlite): Set<string> {
  const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as { name: string }[])
    .map((t) => t.name)
    .filter((name) => !BOOKKEEPING_TABLES.has(name));
  const ids = new Set<string>();
  for (const table of tables) {
    const columns = (db.prepare(`SELECT name, type FROM pragma_table_info(?)`).all(table) as { name: string; type: string }[]).filter((c) =>
      /TEXT|^$/i.test(c.type),
    );
    if (columns.length === 0) continue;
    const select = db.prepare(`SELECT ${columns.map((c) => `"${c.name}"`).join(', ')} FROM "${table}"`).raw();
    for (const row of select.iterate() as Iterable<unknown[]>) {
      for (const value of row) if (typeof value === 'string' && value.includes(UPLOAD_PATH_PREFIX)) for (const id of findObjectIds(value)) ids.add(id);
    }
  }
  return ids;
}

/** The stored images older than the grace period that nothing refers to, oldest first. */
export function findUnusedImages(db: Sqlite, now: number = Date.now(), graceMs: number = PRUNE_GRACE_MS): UnusedImage[] {
  const referenced = collectReferencedIds(db);
  const rows = db.prepare('SELECT id, bytes FROM media WHERE created_at <= ? ORDER BY created_at, id').all(now - graceMs) as UnusedImage[];
  return rows.filter((r) => !referenced.has(r.id));
}

/**
 * Finds the unused images and, unless `dryRun`, deletes their media rows in one write transaction
 * (a save that starts meanwhile waits for it) and then their folders. A crash between the two
 * leaves folders without rows, which the startup cleanup removes.
 */
export function pruneUnusedImages(db: Sqlite, opts: { dryRun: boolean; now?: number; graceMs?: number }): PruneResult {
  const now = opts.now ?? Date.now();
  if (opts.dryRun) {
    const unused = findUnusedImages(db, now, opts.graceMs);
    return { unused, removed: 0, bytes: unused.reduce((sum, i) => sum + i.bytes, 0) };
  }
  const remove = db.prepare('DELETE FROM media WHERE id = ?');
  const unused = db
    .transaction(() => {
      const found = findUnusedImages(db, now, opts.graceMs);
      for (const image of found) remove.run(image.id);
      return found;
    })
    .immediate();
  let removed = 0;
  for (const image of unused) {
    fs.rmSync(path.join(getUploadsDir(), image.id), { recursive: true, force: true });
    removed += 1;
  }
  return { unused, removed, bytes: unused.reduce((sum, i) => sum + i.bytes, 0) };
}
