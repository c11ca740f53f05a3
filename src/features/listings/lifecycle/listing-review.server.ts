/**
 * The admin's review of a listing (issue 17): approve or ask for changes. Each is one transaction
 * that re-reads the listing, so a second approve (another tab, a double click) finds nothing left
 * to approve and changes nothing. Emails are queued in the same transaction; the cached pages of
 * the kind are purged after the commit.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { listings } from '~/db/schema';
import { queueListingReviewEmail } from '~/features/mail/index.server';
import { logEvent } from '~/platform/log/logger';
import { issueEditorToken } from './editor-tokens.server';
import type { ListingKind } from './listing-status';
import { startListing } from './listing-writes.server';
import { purgeListingPages, setEntryPartner } from './partner.server';
import { getEntryPath, writeDraftToEntry } from './review-entries.server';
import { getLatestOrder, isInReviewQueue, ListingReviewError, loadListing, recordListingEvent, type AdminAct, type ListingRow } from './review-shared.server';

/** Statuses from which a listing linked to an entry may go live as the entry is, without a draft. */
const APPROVE_AS_IS_FROM = new Set(['awaiting_content', 'pending_review', 'changes_requested']);

export interface ApproveInput extends AdminAct {
  /** The submission the admin previewed; a newer one refuses (draft_changed). */
  submittedAt?: Date;
}

export interface ApproveResult {
  listing: ListingRow;
  kind: ListingKind;
  entryId: number;
  created: boolean;
  firstApproval: boolean;
}

/**
 * Approves a listing: a submitted draft is checked with the kind's input schema and creates the
 * entry or updates the linked one; a linked listing without a draft goes live as the entry is.
 * The first approval starts the 3 months; the entry becomes a partner until the end.
 */
export function approveListing(db: Db, input: ApproveInput): ApproveResult {
  const result = db.transaction((tx) => {
    const listing = loadListing(tx, input.listingId);
    const hasDraft = isInReviewQueue(listing) && listing.draft !== null;
    const asIs = !listing.draft && listing.entryId !== null && APPROVE_AS_IS_FROM.has(listing.status);
    if (!hasDraft && !asIs) throw new ListingReviewError('not_in_review', 'This listing has nothing waiting for approval');
    if (hasDraft && input.submittedAt && listing.submittedAt?.getTime() !== input.submittedAt.getTime()) {
      throw new ListingReviewError('draft_changed', 'The business sent a newer version; reload and preview it first');
    }
    let entryId = listing.entryId as number;
    let created = false;
    if (hasDraft && listing.draft) {
      const written = writeDraftToEntry(tx, listing.kind, listing.draft, listing.entryId);
      if (!written.ok) {
        const messages = {
          invalid_draft: 'The draft does not pass the rules of the admin form',
          entry_missing: 'The linked entry is no longer in the guide',
        } as const;
        throw new ListingReviewError(written.code, messages[written.code], written.issues);
      }
      ({ entryId, created } = written);
    }
    const firstApproval = listing.liveFrom === null;
    tx.update(listings)
      .set({ entryId, draft: null, submittedAt: null, reviewNote: null, reviewedAt: input.now, updatedAt: input.now })
      .where(eq(listings.id, listing.id))
      .run();
    const live = startListing(tx, listing.id, input.now);
    if (!setEntryPartner(tx, listing.kind, entryId, live.endsAt)) throw new ListingReviewError('entry_missing', 'The linked entry is no longer in the guide');
    recordListingEvent(tx, input, 'approved', null, { entryId, created, withoutChanges: !hasDraft, firstApproval, endsAt: live.endsAt?.getTime() ?? null });
    const order = getLatestOrder(tx, listing.id);
    if (order) {
      queueListingReviewEmail(tx, 'buyer.listing_live', live, order, { path: getEntryPath(listing.kind, entryId) }, input.now, String(input.now.getTime()));
    }
    return { listing: live, kind: listing.kind, entryId, created, firstApproval };
  });
  purgeListingPages([result.kind]);
  logEvent('listing_approved', { listingId: input.listingId, entryId: result.entryId, created: result.created, admin: input.actor });
  return result;
}

export interface RequestChangesInput extends AdminAct {
  reason: string;
}

/**
 * Sends a submitted listing back with a reason: pending -> changes requested (a live one stays
 * live, its public entry untouched); the draft is kept for the business to fix. The owner gets
 * the reason and a fresh editor link (earlier links stay valid: only their hashes are stored, so
 * the same link cannot be sent again).
 */
export function requestListingChanges(db: Db, input: RequestChangesInput): ListingRow {
  return db.transaction((tx) => {
    const listing = loadListing(tx, input.listingId);
    if (!isInReviewQueue(listing)) throw new ListingReviewError('not_in_review', 'This listing has nothing waiting for review');
    const status = listing.status === 'pending_review' ? 'changes_requested' : listing.status;
    tx.update(listings)
      .set({ status, reviewNote: input.reason, submittedAt: null, reviewedAt: input.now, updatedAt: input.now })
      .where(eq(listings.id, listing.id))
      .run();
    const token = issueEditorToken(tx, listing.id, input.now);
    recordListingEvent(tx, input, 'changes_requested', input.reason, { from: listing.status, to: status });
    const order = getLatestOrder(tx, listing.id);
    if (order) {
      const extra = { path: `/listing/${token}`, reviewNote: input.reason };
      queueListingReviewEmail(tx, 'buyer.listing_changes_requested', listing, order, extra, input.now, String(input.now.getTime()));
    }
    return loadListing(tx, listing.id);
  });
}
