/** What the admin's listing actions share: the error they refuse with, the row reads and the audit row. */
import { eq } from 'drizzle-orm';
import { listingEvents, listings } from '~/db/schema';
import type { JobTx } from './job-runner.server';
import { isListingKind, type ListingKind } from './listing-status';

export type ListingRow = typeof listings.$inferSelect;

/** Why an admin action on a listing was refused; `status` is the HTTP answer a route gives. */
const reviewErrorStatus = {
  not_found: 404,
  not_in_review: 409,
  draft_changed: 409,
  invalid_draft: 422,
  entry_missing: 409,
  entry_taken: 409,
  not_started: 409,
  already_ended: 409,
  bad_end: 400,
} as const;
export type ReviewErrorCode = keyof typeof reviewErrorStatus;

export class ListingReviewError extends Error {
  constructor(
    readonly code: ReviewErrorCode,
    message: string,
    readonly issues: string[] = [],
  ) {
    super(message);
  }
  get status(): number {
    return reviewErrorStatus[this.code];
  }
}

/** Who did it and when: every admin action takes one. */
export interface AdminAct {
  listingId: string;
  /** The admin's email: the `actor` of the audit row. */
  actor: string;
  now: Date;
}

/** The listing, or a 404 refusal. */
export function loadListing(tx: JobTx, id: string): ListingRow & { kind: ListingKind } {
  const row = tx.select().from(listings).where(eq(listings.id, id)).get();
  if (!row || !isListingKind(row.kind)) throw new ListingReviewError('not_found', 'Listing not found');
  return row as ListingRow & { kind: ListingKind };
}

export { getLatestOrder } from './listing-writes.server';

/** Writes the audit row of an action. */
export function recordListingEvent(tx: JobTx, act: AdminAct, action: string, reason: string | null, detail: Record<string, unknown>): void {
  tx.insert(listingEvents).values({ listingId: act.listingId, action, reason, actor: act.actor, detail, at: act.now }).run();
}

/** True when a listing waits in the review queue: submitted, and pending or live (an edit of a live one). */
export function isInReviewQueue(listing: Pick<ListingRow, 'submittedAt' | 'status'>): boolean {
  return listing.submittedAt !== null && (listing.status === 'pending_review' || listing.status === 'live');
}
