/**
 * A business sends its listing's content for review (issue 17, the editor at /listing/<token>).
 * One transaction stores the draft (the last one sent wins), moves a listing that is not live yet
 * to pending review (a live one stays up: its draft with `submittedAt` is an edit waiting for
 * review), writes the 'submitted' event and queues the admins' email and the business's "received"
 * email. Their key is the listing's review round, so sending again before the admin decides queues
 * no second one. The
 * saved draft (listing-draft.server.ts) is cleared: what was sent is now the work the editor shows.
 */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { listingEvents, listingOrderLinks, listingOrders, listings } from '~/db/schema';
import { queueListingReceivedEmail, queueListingSubmittedEmail } from '~/features/mail/index.server';

type ListingRow = typeof listings.$inferSelect;

/** The decisions that close a review round. */
const REVIEW_ACTIONS = ['approved', 'changes_requested'];

/** Stores `draft` (already valid for the listing's kind) as sent for review at `now`; null when the listing has ended meanwhile. */
export function submitListing(db: Db, listingId: string, draft: Record<string, unknown>, now: Date): ListingRow | null {
  return db.transaction(
    (tx) => {
      const listing = tx.select().from(listings).where(eq(listings.id, listingId)).get();
      if (!listing || listing.status === 'ended' || (listing.endsAt && now.getTime() > listing.endsAt.getTime())) return null;
      const status = listing.status === 'live' ? 'live' : 'pending_review';
      tx.update(listings)
        .set({ draft, submittedAt: now, status, updatedAt: now, savedDraft: null, draftSavedAt: null })
        .where(eq(listings.id, listingId))
        .run();
      tx.insert(listingEvents)
        .values({ listingId, action: 'submitted', actor: 'owner', detail: { from: listing.status, to: status }, at: now })
        .run();
      const round =
        tx
          .select({ n: count() })
          .from(listingEvents)
          .where(and(eq(listingEvents.listingId, listingId), inArray(listingEvents.action, REVIEW_ACTIONS)))
          .get()?.n ?? 0;
      const order = tx
        .select({ order: listingOrders })
        .from(listingOrderLinks)
        .innerJoin(listingOrders, eq(listingOrders.id, listingOrderLinks.orderId))
        .where(eq(listingOrderLinks.listingId, listingId))
        .orderBy(asc(listingOrderLinks.createdAt))
        .get()?.order;
      if (order) {
        queueListingSubmittedEmail(tx, listingId, order, now, round);
        queueListingReceivedEmail(tx, listing, order, now, round);
      }
      return tx.select().from(listings).where(eq(listings.id, listingId)).get() ?? null;
      // Immediate: the write lock is taken before the first read, so no other process's write can slip in between.
    },
    { behavior: 'immediate' },
  );
}
