/**
 * The writes of a listing's life that need no page (issue 17, not called from any route yet):
 * opening a listing for a paid order, starting its period when it first goes live, and applying a
 * renewal payment. Each takes the caller's transaction and `now`, so the next session can call
 * them inside the payment and approval transactions that also queue the emails.
 */
import { randomUUID } from 'node:crypto';
import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { listingOrderLinks, listingOrders, listings } from '~/db/schema';
import { issueEditorToken } from './editor-tokens.server';
import type { JobTx } from './job-runner.server';
import { isListingKind } from './listing-status';
import { getPeriodEnd, getRenewedEnd } from './period';

type OrderRow = typeof listingOrders.$inferSelect;
type ListingRow = typeof listings.$inferSelect;

export class ListingWriteError extends Error {
  constructor(readonly code: 'order_not_paid' | 'order_used' | 'unknown_listing' | 'not_started' | 'kind_mismatch') {
    super(code);
  }
}

function getListing(tx: JobTx, id: string): ListingRow {
  const listing = tx.select().from(listings).where(eq(listings.id, id)).get();
  if (!listing) throw new ListingWriteError('unknown_listing');
  return listing;
}

/** The listing an order paid for, if it is linked to one. */
export function getListingOfOrder(tx: JobTx, orderId: string): ListingRow | undefined {
  return tx
    .select({ listing: listings })
    .from(listingOrderLinks)
    .innerJoin(listings, eq(listings.id, listingOrderLinks.listingId))
    .where(eq(listingOrderLinks.orderId, orderId))
    .get()?.listing;
}

/** The order that paid last for a listing: its facts fill the owner's emails and prefill a renewal. */
export function getLatestOrder(db: Db | JobTx, listingId: string): OrderRow | undefined {
  return db
    .select({ order: listingOrders })
    .from(listingOrderLinks)
    .innerJoin(listingOrders, eq(listingOrders.id, listingOrderLinks.orderId))
    .where(eq(listingOrderLinks.listingId, listingId))
    .orderBy(desc(listingOrders.createdAt))
    .limit(1)
    .get()?.order;
}

/**
 * Opens the listing a paid (active) order buys: awaiting content, owned by the buyer's email, in the
 * buyer's language, with a new editor link. The same order again returns its listing and no new
 * link (a replayed webhook, the success page racing it), so one order makes one listing.
 */
export function openListingForOrder(tx: JobTx, order: OrderRow, now: Date): { listing: ListingRow; editorToken: string | null } {
  if (order.status !== 'active') throw new ListingWriteError('order_not_paid');
  const existing = getListingOfOrder(tx, order.id);
  if (existing) return { listing: existing, editorToken: null };
  if (!isListingKind(order.planType)) throw new ListingWriteError('kind_mismatch');
  const id = randomUUID();
  tx.insert(listings)
    .values({ id, kind: order.planType, status: 'awaiting_content', ownerEmail: order.email, locale: order.locale, createdAt: now, updatedAt: now })
    .run();
  tx.insert(listingOrderLinks).values({ orderId: order.id, listingId: id, createdAt: now }).run();
  return { listing: getListing(tx, id), editorToken: issueEditorToken(tx, id, now) };
}

/**
 * Gives every order that paid for a listing the listing's end, so the Orders tab shows when what
 * was bought ends (the period starts at approval, and renewals and an admin's changes move it).
 */
export function syncOrderEnds(tx: JobTx, listingId: string, endsAt: Date, now: Date): void {
  const paid = tx.select({ orderId: listingOrderLinks.orderId }).from(listingOrderLinks).where(eq(listingOrderLinks.listingId, listingId)).all();
  if (paid.length === 0) return;
  tx.update(listingOrders)
    .set({ listingEndsAt: endsAt, updatedAt: now })
    .where(
      inArray(
        listingOrders.id,
        paid.map((p) => p.orderId),
      ),
    )
    .run();
}

/** Makes a listing live; the first time, its period starts now (review time costs the business nothing). */
export function startListing(tx: JobTx, listingId: string, now: Date): ListingRow {
  const listing = getListing(tx, listingId);
  const period = listing.liveFrom ? {} : { liveFrom: now, endsAt: getPeriodEnd(now) };
  tx.update(listings)
    .set({ status: 'live', ...period, updatedAt: now })
    .where(eq(listings.id, listingId))
    .run();
  const started = getListing(tx, listingId);
  if (!listing.liveFrom && started.endsAt) syncOrderEnds(tx, listingId, started.endsAt, now);
  return started;
}

/**
 * Applies a renewal paid at `paidAt` by `order`: before the end the new period starts at the current
 * end, after it at the payment. An ended listing whose content was approved goes live again; an
 * order that already paid for a listing is refused (nothing changes).
 */
export function renewListing(tx: JobTx, listingId: string, order: OrderRow, paidAt: Date): ListingRow {
  if (order.status !== 'active') throw new ListingWriteError('order_not_paid');
  if (getListingOfOrder(tx, order.id)) throw new ListingWriteError('order_used');
  const listing = getListing(tx, listingId);
  if (!listing.liveFrom || !listing.endsAt) throw new ListingWriteError('not_started');
  if (order.planType !== listing.kind) throw new ListingWriteError('kind_mismatch');
  tx.insert(listingOrderLinks).values({ orderId: order.id, listingId, createdAt: paidAt }).run();
  const status = listing.status === 'ended' ? 'live' : listing.status;
  tx.update(listings)
    .set({ status, endsAt: getRenewedEnd(listing.endsAt, paidAt), updatedAt: paidAt })
    .where(eq(listings.id, listingId))
    .run();
  return getListing(tx, listingId);
}
