/**
 * What the admin's preview of a listing shows (the Listings tab frames /admin/preview/<id> and
 * /nl/admin/preview/<id>): the content sent for review, read by the kind's own public page, with
 * the partner badge it will carry once approved. Restaurants and tours have public pages; an event
 * has none (it is a card on /events), so its preview stays the panel's own rendering.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { listings } from '~/db/schema';
import { getPeriodEnd } from '~/features/listings/lifecycle/period';

export interface ListingPreview {
  kind: 'restaurant' | 'tour';
  /** The content sent for review: the kind's admin input. */
  draft: Record<string, unknown>;
  /** The end it shows with the badge: the current end, else the end if approved now. */
  partnerUntil: Date;
}

/** The preview of listing `id` at `now`, or null when it has no content waiting or no public page. */
export function readListingPreview(db: Db, id: string | undefined, now: Date): ListingPreview | null {
  if (!id) return null;
  const listing = db.select().from(listings).where(eq(listings.id, id)).get();
  if (!listing?.draft || (listing.kind !== 'restaurant' && listing.kind !== 'tour')) return null;
  const partnerUntil = listing.liveFrom && listing.endsAt ? listing.endsAt : getPeriodEnd(now);
  return { kind: listing.kind, draft: listing.draft, partnerUntil };
}
