/**
 * Delete with a 30-second undo (issue 21). A delete copies every row of the item into deleted_content
 * and then deletes it for real, in one transaction: the triggers remove its search rows, reviews, review
 * stats and counts at once, so no public or admin read has to skip deleted rows. A restore within the
 * window inserts the same rows back (same ids: links keep working) and the same triggers rebuild what
 * they derive. The window is checked with the request's clock; copies older than it are purged at the
 * next delete or restore, at start (src/platform/maintenance/cleanup.server.ts) and by the server's
 * scheduler within a minute (trashPurgeJob): they hold reviewers' emails, kept no longer than the undo needs.
 */
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { insertItemRows, readItemRows, type ItemRowsPart, type ItemRowsSnapshot } from '~/db/item-rows';
import { deletedContent } from '~/db/schema';
import type { DueItem, ScheduledJob } from '~/features/listings/index.server';

/** How long a deleted item can be restored. */
export const UNDO_WINDOW_MS = 30_000;

/** What a delete answers: when the undo closes. */
export interface TrashedItem {
  id: number;
  restoreUntil: Date;
}

export type RestoreOutcome = 'restored' | 'expired' | 'exists' | 'unknown';

/**
 * True when the table's AUTOINCREMENT counter has passed the id: a row of it was stored once.
 * AUTOINCREMENT never hands an id out twice and a rolled-back insert rolls the counter back too,
 * so an absent id at or below the counter was deleted, and one above it never existed.
 */
function wasEverStored(db: Db, table: string, id: number): boolean {
  const row = db.$client.prepare('SELECT seq FROM sqlite_sequence WHERE name = ?').get(table) as { seq: number } | undefined;
  return row !== undefined && id <= row.seq;
}

/** Removes the copies whose undo window has closed (they hold reviewers' emails: not kept longer than needed). */
export function purgeExpiredTrash(db: Db, now: Date): number {
  return db
    .delete(deletedContent)
    .where(lt(deletedContent.deletedAt, new Date(now.getTime() - UNDO_WINDOW_MS)))
    .run().changes;
}

/**
 * Deletes the item through the kind's own delete after keeping a copy; null when the id is unknown.
 * `afterRemove` runs in the same transaction once the rows are gone (a partner entry's history line); if it
 * throws, nothing is deleted.
 */
export function trashItem(
  db: Db,
  kind: string,
  parts: readonly ItemRowsPart[],
  remove: (db: Db, id: number) => boolean,
  id: number,
  now: Date,
  afterRemove: (db: Db) => void = () => {},
): TrashedItem | null {
  return db.$client
    .transaction((): TrashedItem | null => {
      purgeExpiredTrash(db, now);
      const snapshot = readItemRows(db, parts, id);
      if (!remove(db, id)) return null;
      afterRemove(db);
      db.insert(deletedContent)
        .values({ kind, itemId: id, snapshot, deletedAt: now })
        .onConflictDoUpdate({ target: [deletedContent.kind, deletedContent.itemId], set: { snapshot, deletedAt: now } })
        .run();
      return { id, restoreUntil: new Date(now.getTime() + UNDO_WINDOW_MS) };
    })
    .immediate();
}

/**
 * Puts a deleted item back while its window is open: 'expired' when it has closed (the copy is past
 * the window or already purged), 'exists' when the item is there (restored twice), 'unknown' when no
 * item of this id was ever stored (so never deleted either). `afterRestore` runs in the same transaction.
 */
export function restoreItem(
  db: Db,
  kind: string,
  parts: readonly ItemRowsPart[],
  id: number,
  now: Date,
  afterRestore: (db: Db) => void = () => {},
): RestoreOutcome {
  return db.$client
    .transaction((): RestoreOutcome => {
      const where = and(eq(deletedContent.kind, kind), eq(deletedContent.itemId, id));
      const copy = db.select().from(deletedContent).where(where).get();
      const own = parts[0];
      const present = own ? readItemRows(db, [own], id)[own.table]!.length > 0 : false;
      purgeExpiredTrash(db, now);
      if (present) return 'exists';
      if (!copy) return own && wasEverStored(db, own.table, id) ? 'expired' : 'unknown';
      if (now.getTime() - copy.deletedAt.getTime() > UNDO_WINDOW_MS) return 'expired';
      insertItemRows(db, copy.snapshot as ItemRowsSnapshot);
      db.delete(deletedContent).where(where).run();
      afterRestore(db);
      return 'restored';
    })
    .immediate();
}

interface ExpiredCopy extends DueItem {
  kind: string;
  itemId: number;
  deletedAt: Date;
}

/** The scheduler's job (src/features/listings/lifecycle/scheduler.server.ts): removes each copy whose undo window has closed. */
export const trashPurgeJob: ScheduledJob<ExpiredCopy> = {
  name: 'undo_copy_purge',
  findDue: (db, now) =>
    db
      .select({ kind: deletedContent.kind, itemId: deletedContent.itemId, deletedAt: deletedContent.deletedAt })
      .from(deletedContent)
      .where(lt(deletedContent.deletedAt, new Date(now.getTime() - UNDO_WINDOW_MS)))
      .all()
      .map((row) => ({ ...row, dueKey: `${row.kind}:${row.itemId}:${row.deletedAt.getTime()}` })),
  run(tx, copy) {
    // Only this copy: the same item deleted again since then has a newer copy with its own window.
    tx.delete(deletedContent)
      .where(and(eq(deletedContent.kind, copy.kind), eq(deletedContent.itemId, copy.itemId), eq(deletedContent.deletedAt, copy.deletedAt)))
      .run();
  },
};
