/**
 * What a confirmed payment does to listings (issue 17), inside the transaction that makes the order
 * active (card webhook or success page, or an admin verifying a bank receipt):
 * - an order that renews a listing (`renews_listing_id`, set from a checked renewal link) extends it:
 *   before the end from the current end, after it from the payment; a live listing with an entry
 *   moves the entry's partner badge to the new end (the caller purges the kind's pages after commit);
 * - any other order opens its listing, awaiting content, with a new editor link for the buyer.
 * One order makes or renews one listing: the order links to it, so a replay changes nothing.
 */
import { eq } from 'drizzle-orm';
import { listingEvents, listingOrders, listings } from '~/db/schema';
import { logEvent } from '~/platform/log/logger';
import type { JobTx } from './job-runner.server';
import type { ListingKind } from './listing-status';
import { getListingOfOrder, ListingWriteError, openListingForOrder, renewListing, syncOrderEnds } from './listing-writes.server';
import { setEntryPartner } from './partner.server';

type OrderRow = typeof listingOrders.$inferSelect;

export interface PaidOrderOutcome {
  /** The editor link of a newly opened listing, for the buyer's email (null: nothing new opened). */
  editorToken: string | null;
  /** The listing's new end after a renewal. */
  renewedUntil: Date | null;
  /** Kinds whose public pages changed: purge them once the transaction has committed. */
  purge: ListingKind[];
}

/** Applies an order that has just become active; `order` is its row after the change. */
export function applyPaidOrder(tx: JobTx, order: OrderRow, now: Date): PaidOrderOutcome {
  if (getListingOfOrder(tx, order.id)) return { editorToken: null, renewedUntil: null, purge: [] };
  if (order.renewsListingId) {
    const renewed = tryRenewal(tx, order, order.renewsListingId, now);
    if (renewed) return renewed;
  }
  const { editorToken } = openListingForOrder(tx, order, now);
  return { editorToken, renewedUntil: null, purge: [] };
}

function tryRenewal(tx: JobTx, order: OrderRow, listingId: string, now: Date): PaidOrderOutcome | null {
  let listing;
  const before = getListingEnd(tx, listingId);
  try {
    listing = renewListing(tx, listingId, order, now);
  } catch (error) {
    if (!(error instanceof ListingWriteError)) throw error;
    // Checked when the order was made, so this is rare (the listing was deleted meanwhile): the
    // buyer paid, so they get a listing of their own rather than nothing; the admin sees the log.
    logEvent('listing_renewal_refused', { orderId: order.id, listingId, reason: error.code }, 'error');
    return null;
  }
  const endsAt = listing.endsAt ?? now;
  syncOrderEnds(tx, listing.id, endsAt, now);
  tx.insert(listingEvents)
    .values({
      listingId,
      action: 'renewed',
      actor: 'owner',
      detail: { orderId: order.id, previousEnd: before?.toISOString() ?? null, newEnd: endsAt.toISOString() },
      at: now,
    })
    .run();
  const purge: ListingKind[] = [];
  if (listing.entryId !== null && listing.status === 'live' && setEntryPartner(tx, listing.kind as ListingKind, listing.entryId, endsAt)) {
    purge.push(listing.kind as ListingKind);
  }
  return { editorToken: null, renewedUntil: endsAt, purge };
}

function getListingEnd(tx: JobTx, listingId: string): Date | null {
  return tx.select({ endsAt: listings.endsAt }).from(listings).where(eq(listings.id, listingId)).get()?.endsAt ?? null;
}
