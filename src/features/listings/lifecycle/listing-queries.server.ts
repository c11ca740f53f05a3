/**
 * What the admin reads about listings (issue 17): the list with the status an admin reads, dates,
 * owner, the linked entry, the orders that paid and what waits for review (the review queue first),
 * and the two dashboard counts.
 */
import { and, asc, desc, eq, gte, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { listingEvents, listingOrderLinks, listingOrders, listings } from '~/db/schema';
import { getShownListingStatus, isListingKind, listingKinds, type ShownListingStatus } from './listing-status';
import { getEntryNames } from './review-entries.server';
import { isInReviewQueue } from './review-shared.server';
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
  /** The linked entry's English name (null when none is linked, or it left the guide). */
  entryName: string | null;
  /** In the review queue: submitted, and pending review or live (then an edit waits). */
  inQueue: boolean;
  /** A live listing with a submitted edit waiting for review. */
  editWaiting: boolean;
  submittedAt: Date | null;
  reviewedAt: Date | null;
  reviewNote: string | null;
  /** The submitted content, for the preview (only while it waits in the queue). */
  draft: Record<string, unknown> | null;
  /** The orders that paid for it, oldest first. */
  orders: { id: string; orderNumber: string | null; businessName: string; status: string; createdAt: Date }[];
  /** What happened to it and who did it (listing_events), newest first. */
  history: { action: string; reason: string | null; actor: string; at: Date }[];
}

/** Every listing with the orders that paid for each: the review queue first (oldest submission first), then newest first. */
export function listAdminListings(db: Db, now: Date): AdminListing[] {
  const rows = db.select().from(listings).orderBy(desc(listings.createdAt), asc(listings.id)).all();
  if (rows.length === 0) return [];
  const paid = db
    .select({
      listingId: listingOrderLinks.listingId,
      id: listingOrders.id,
      orderNumber: listingOrders.orderNumber,
      businessName: listingOrders.businessName,
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
  const history = db
    .select({
      listingId: listingEvents.listingId,
      action: listingEvents.action,
      reason: listingEvents.reason,
      actor: listingEvents.actor,
      at: listingEvents.at,
    })
    .from(listingEvents)
    .where(
      inArray(
        listingEvents.listingId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(desc(listingEvents.at), desc(listingEvents.id))
    .all();
  const names = new Map(
    listingKinds.map((kind) => [
      kind,
      getEntryNames(db, kind, [...new Set(rows.filter((r) => r.kind === kind && r.entryId !== null).map((r) => r.entryId as number))]),
    ]),
  );
  const listed = rows.map((r): AdminListing => {
    const inQueue = isInReviewQueue(r);
    return {
      id: r.id,
      kind: r.kind,
      entryId: r.entryId,
      status: getShownListingStatus(r, now),
      liveFrom: r.liveFrom,
      endsAt: r.endsAt,
      ownerEmail: r.ownerEmail,
      locale: r.locale,
      entryName: r.entryId !== null && isListingKind(r.kind) ? (names.get(r.kind)?.get(r.entryId) ?? null) : null,
      inQueue,
      editWaiting: inQueue && r.status === 'live',
      submittedAt: r.submittedAt,
      reviewedAt: r.reviewedAt,
      reviewNote: r.reviewNote,
      draft: inQueue ? r.draft : null,
      orders: paid.filter((p) => p.listingId === r.id).map(({ listingId: _, ...order }) => order),
      history: history.filter((h) => h.listingId === r.id).map(({ listingId: _, ...event }) => event),
    };
  });
  const queue = listed.filter((l) => l.inQueue).sort((a, b) => (a.submittedAt?.getTime() ?? 0) - (b.submittedAt?.getTime() ?? 0));
  return [...queue, ...listed.filter((l) => !l.inQueue)];
}

/**
 * The dashboard's two numbers: listings waiting for review (the review queue: a submitted new
 * listing, or a submitted edit of a live one), and live listings ending within 14 days.
 */
export function getListingStats(db: Db, now: Date): { awaitingReview: number; endingSoon: number } {
  const count = sql<number>`count(*)`;
  const inQueue = and(isNotNull(listings.submittedAt), or(eq(listings.status, 'pending_review'), eq(listings.status, 'live')));
  const awaitingReview = db.select({ n: count }).from(listings).where(inQueue).get()?.n ?? 0;
  const horizon = new Date(now.getTime() + reminderOffsets.reminder_14d * DAY_MS);
  const endingSoon =
    db
      .select({ n: count })
      .from(listings)
      .where(and(eq(listings.status, 'live'), gte(listings.endsAt, now), lte(listings.endsAt, horizon)))
      .get()?.n ?? 0;
  return { awaitingReview, endingSoon };
}
