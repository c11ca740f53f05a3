/**
 * Startup cleanup after a crash: files are written before the database row that points at them,
 * so a crash can leave files nothing refers to, but never a row pointing at a missing file.
 * Removes half-written upload folders (`.tmp-*`), upload folders without a media row and
 * receipts without an order. Runs before the server takes requests, so nothing is mid-write.
 */
import fs from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { getReceiptsDir, getUploadsDir } from '~/platform/paths.server';

export interface CleanupSummary {
  tempRemoved: number;
  orphanUploadsRemoved: number;
  orphanReceiptsRemoved: number;
  /** Copies of deleted content past their 30-second undo (src/features/admin/content/content-trash.server.ts). */
  expiredDeletionsRemoved: number;
}

function listEntries(dir: string): fs.Dirent[] {
  try {
    return fs.readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Temporary names a writer uses before its atomic rename. */
function isTempName(name: string): boolean {
  return name.startsWith('.tmp-') || name.endsWith('.tmp') || name.endsWith('.part');
}

// Raw SQL on a plain better-sqlite3 handle: the serving script runs this before loading anything heavy (drizzle adds ~0.4 s to a start).
type Sqlite = Database.Database;

function cleanUploads(db: Sqlite, summary: CleanupSummary): void {
  const root = getUploadsDir();
  const entries = listEntries(root);
  if (entries.length === 0) return;
  const rows = db.prepare('SELECT id FROM media').all() as { id: string }[];
  const known = new Set(rows.map((r) => r.id));
  for (const entry of entries) {
    const full = path.join(root, entry.name);
    if (isTempName(entry.name)) {
      fs.rmSync(full, { recursive: true, force: true });
      summary.tempRemoved += 1;
    } else if (entry.isDirectory() && !known.has(entry.name)) {
      fs.rmSync(full, { recursive: true, force: true });
      summary.orphanUploadsRemoved += 1;
    }
  }
}

function cleanReceipts(db: Sqlite, summary: CleanupSummary): void {
  const root = getReceiptsDir();
  const entries = listEntries(root);
  if (entries.length === 0) return;
  const rows = db.prepare('SELECT receipt_path AS p FROM listing_orders WHERE receipt_path IS NOT NULL').all() as { p: string }[];
  // Orders may store the receipt as a bare name, a path under the receipts folder or an absolute path.
  const referenced = new Set(rows.map((r) => path.resolve(root, r.p)));
  for (const entry of entries) {
    const full = path.join(root, entry.name);
    if (isTempName(entry.name)) {
      fs.rmSync(full, { recursive: true, force: true });
      summary.tempRemoved += 1;
    } else if (entry.isFile() && !referenced.has(full)) {
      fs.rmSync(full, { force: true });
      summary.orphanReceiptsRemoved += 1;
    } else if (entry.isDirectory()) {
      // A receipt kept in a per-order folder counts as referenced when any referenced path lies inside it.
      const inside = [...referenced].some((p) => p.startsWith(full + path.sep));
      if (!inside) {
        fs.rmSync(full, { recursive: true, force: true });
        summary.orphanReceiptsRemoved += 1;
      }
    }
  }
}

/** Deleted content whose undo window (30 s) closed while the server was down: nothing can restore it any more. */
function purgeExpiredDeletions(db: Sqlite, now: Date, summary: CleanupSummary): void {
  summary.expiredDeletionsRemoved = db.prepare('DELETE FROM deleted_content WHERE deleted_at < ?').run(now.getTime() - 30_000).changes;
}

/** Removes what a crash can leave behind; safe to run at every start. */
export function cleanUpAfterCrash(db: Sqlite, now: Date = new Date()): CleanupSummary {
  const summary: CleanupSummary = { tempRemoved: 0, orphanUploadsRemoved: 0, orphanReceiptsRemoved: 0, expiredDeletionsRemoved: 0 };
  cleanUploads(db, summary);
  cleanReceipts(db, summary);
  purgeExpiredDeletions(db, now, summary);
  return summary;
}
