/** The statuses of a paid listing (issue 17) and the one an admin reads, which adds "ending soon". */
import { reminderOffsets } from './period';

export const listingKinds = ['restaurant', 'tour', 'event'] as const;
export type ListingKind = (typeof listingKinds)[number];

/** Stored statuses: content not sent yet, waiting for the admin, sent back with a reason, public, over. */
const listingStatuses = ['awaiting_content', 'pending_review', 'changes_requested', 'live', 'ended'] as const;
type ListingStatus = (typeof listingStatuses)[number];
export type ShownListingStatus = ListingStatus | 'ending_soon';

const DAY_MS = 86_400_000;

export function isListingKind(value: unknown): value is ListingKind {
  return typeof value === 'string' && (listingKinds as readonly string[]).includes(value);
}

function isListingStatus(value: unknown): value is ListingStatus {
  return typeof value === 'string' && (listingStatuses as readonly string[]).includes(value);
}

/**
 * What the admin list shows: a live listing past its end reads as ended before the scheduler's next
 * tick has written it, and one ending within 14 days (the first reminder) reads as ending soon.
 */
export function getShownListingStatus(listing: { status: string; endsAt: Date | null }, now: Date): ShownListingStatus {
  const status: ListingStatus = isListingStatus(listing.status) ? listing.status : 'awaiting_content';
  if (status !== 'live' || !listing.endsAt) return status;
  const left = listing.endsAt.getTime() - now.getTime();
  if (left < 0) return 'ended';
  return left <= reminderOffsets.reminder_14d * DAY_MS ? 'ending_soon' : 'live';
}
