/**
 * Partner entries as the admin's content tabs see them: which restaurants, tours and events a live paid
 * listing runs for and until when, and the line on that listing's history when the admin deletes such an
 * entry (with the admin's reason) or undoes the delete. The listing itself is left as it is: the business
 * paid for the period, and what becomes of it (end, link to another entry) is the Listings tab's decision.
 */
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { listingEvents, listings } from '~/db/schema';
import type { ListingKind } from './listing-status';

/** The live listing an entry is a partner by. */
export interface EntryPartnership {
  listingId: string;
  /** Its last moment (inclusive): "paid until". */
  endsAt: Date;
}

/** The live listings of some entries of a kind, by entry id; entries without one are absent. */
export function listEntryPartnerships(db: Db, kind: ListingKind, entryIds: readonly number[], now: Date): Map<number, EntryPartnership> {
  const found = new Map<number, EntryPartnership>();
  if (entryIds.length === 0) return found;
  const rows = db
    .select({ listingId: listings.id, entryId: listings.entryId, endsAt: listings.endsAt })
    .from(listings)
    // Live and not past its end: between the last day and the expiry job's tick it is no longer paid for.
    .where(and(eq(listings.kind, kind), eq(listings.status, 'live'), inArray(listings.entryId, [...entryIds]), gt(listings.endsAt, now)))
    .orderBy(desc(listings.endsAt))
    .all();
  // Latest end first: were two ever live for one entry, the later end is what was paid for.
  for (const r of rows) if (r.entryId !== null && r.endsAt && !found.has(r.entryId)) found.set(r.entryId, { listingId: r.listingId, endsAt: r.endsAt });
  return found;
}

/** The live listing of one entry, or null when it is no partner. */
export function getEntryPartnership(db: Db, kind: ListingKind, entryId: number, now: Date): EntryPartnership | null {
  return listEntryPartnerships(db, kind, [entryId], now).get(entryId) ?? null;
}

interface EntryChange {
  kind: ListingKind;
  entryId: number;
  partnership: EntryPartnership;
  /** The admin's email. */
  actor: string;
  now: Date;
}

/** Writes 'entry_deleted' with the admin's reason on the listing's history; call it inside the delete's transaction. */
export function recordPartnerEntryDeleted(db: Db, change: EntryChange & { reason: string }): void {
  const { kind, entryId, partnership } = change;
  db.insert(listingEvents)
    .values({
      listingId: partnership.listingId,
      action: 'entry_deleted',
      reason: change.reason,
      actor: change.actor,
      detail: { kind, entryId, paidUntil: partnership.endsAt.getTime() },
      at: change.now,
    })
    .run();
}

/** Writes 'entry_restored' on the listing's history when the delete of its entry is undone; inside the restore's transaction. */
export function recordPartnerEntryRestored(db: Db, change: EntryChange): void {
  const { kind, entryId, partnership } = change;
  db.insert(listingEvents)
    .values({ listingId: partnership.listingId, action: 'entry_restored', reason: null, actor: change.actor, detail: { kind, entryId }, at: change.now })
    .run();
}
