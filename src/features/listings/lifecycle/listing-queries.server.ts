/**
 * What the admin will read about listings (issue 17; no tab or stat shows it yet): the list with
 * the status an admin reads, dates, owner and the orders that paid, and the two dashboard counts.
 */
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { listingOrderLinks, listingOrders, listings } from '~/db/schema';
import { getShownListingStatus, type ShownListingStatus } from './listing-status';
import { reminderOffsets } from './period';

const DAY_MS = 86_400_000;

export interface AdminListing {
  id: string;
  kind: string;
  entryId: number | null;
  status: ShownListingStatus;
  liveFrom: Date | null;
  endsAt: Date | null;
  ownerEmail: string;
  locale: string;
  /** The orders that paid for it, oldest first. */
  orders: { id: string; orderNumber: string | null; status: string; createdAt: Date }[];
}

/** Every listing, newest first, with the orders that paid for each. */
export function listAdminListings(db: Db, now: Date): AdminListing[] {
  const rows = db.select().from(listings).orderBy(desc(listings.createdAt), asc(listings.id)).all();
  if (rows.length === 0) return [];
  const paid = db
    .select({
      listingId: listingOrderLinks.listingId,
      id: listingOrders.id,
      orderNumber: listingOrders.orderNumber,
      status: listingOrders.status,
      createdAt: listingOrders.createdAt,
    })
    .from(listingOrderLinks)
    .innerJoin(listingOrders, eq(listingOrders.id, listingOrderLinks.orderId))
    .where(
      inArray(
        listingOrderLinks.listingId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(listingOrders.createdAt))
    .all();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    entryId: r.entryId,
    status: getShownListingStatus(r, now),
    liveFrom: r.liveFrom,
    endsAt: r.endsAt,
    ownerEmail: r.ownerEmail,
    locale: r.locale,
    orders: paid.filter((p) => p.listingId === r.id).map(({ listingId: _, ...order }) => order),
  }));
}

/** The dashboard's two numbers: listings waiting for review, and live listings ending within 14 days. */
export function getListingStats(db: Db, now: Date): { awaitingReview: number; endingSoon: number } {
  const count = sql<number>`count(*)`;
  const awaitingReview = db.select({ n: count }).from(listings).where(eq(listings.status, 'pending_review')).get()?.n ?? 0;
  const horizon = new Date(now.getTime() + reminderOffsets.reminder_14d * DAY_MS);
  const endingSoon =
    db
      .select({ n: count })
      .from(listings)
      .where(and(eq(listings.status, 'live'), gte(listings.endsAt, now), lte(listings.endsAt, horizon)))
      .get()?.n ?? 0;
  return { awaitingReview, endingSoon };
}
