/**
 * The renewal the editor page offers (a business looks for it on its listing's page, not only in a
 * reminder email): while its listing is ending soon (the first reminder's 14 days), and after it has
 * ended for as long as a reminder's renewal link stays valid. Its button posts to the editor's own
 * address (`?renew=1`), which makes a renewal link and sends the browser to its prefilled checkout:
 * the editor's token never reaches the checkout, and a renewal link renews and edits nothing else.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { listingOrders, type listings } from '~/db/schema';
import { localizePath, type Locale } from '~/i18n';
import { issueRenewalToken, RENEWAL_LINK_GRACE_DAYS } from '~/features/listings/lifecycle/editor-tokens.server';
import { getShownListingStatus } from '~/features/listings/lifecycle/listing-status';
import { EDITOR_REFERRER_POLICY } from './post-paths';

type ListingRow = typeof listings.$inferSelect;

/** What the page offers: renew (ending soon or ended), a renewal already paid and being checked, or nothing. */
export type RenewalOffer = { kind: 'renew'; ended: boolean } | { kind: 'inProgress' } | null;

const DAY_MS = 86_400_000;

/** Orders that renew this listing and are paid (a card) or waiting for their transfer to be verified. */
function hasRenewalUnderWay(db: Db, listingId: string): boolean {
  const row = db
    .select({ id: listingOrders.id })
    .from(listingOrders)
    .where(and(eq(listingOrders.renewsListingId, listingId), inArray(listingOrders.status, ['paid', 'awaiting_verification'])))
    .get();
  return row !== undefined;
}

/** What renewal the page of `listing` offers at `now`. */
export function renewalOffer(db: Db, listing: ListingRow, now: Date): RenewalOffer {
  if (!listing.endsAt) return null;
  const shown = getShownListingStatus(listing, now);
  const ended = shown === 'ended' || listing.status === 'ended';
  if (!ended && shown !== 'ending_soon') return null;
  if (ended && now.getTime() > listing.endsAt.getTime() + RENEWAL_LINK_GRACE_DAYS * DAY_MS) return null;
  return hasRenewalUnderWay(db, listing.id) ? { kind: 'inProgress' } : { kind: 'renew', ended };
}

/** The renew button's post: a new renewal link, and a 303 to its checkout; null when there is nothing to renew. `offer`: when the caller has read it already. */
export function startRenewal(db: Db, listing: ListingRow, lang: Locale, now: Date, offer: RenewalOffer = renewalOffer(db, listing, now)): Response | null {
  if (offer?.kind !== 'renew' || !listing.endsAt) return null;
  const endsAt = listing.endsAt;
  const token = db.transaction((tx) => issueRenewalToken(tx, listing.id, endsAt, now), { behavior: 'immediate' });
  const location = `${localizePath('/checkout', lang)}?renew=${encodeURIComponent(token)}`;
  return new Response(null, {
    status: 303,
    headers: { Location: location, 'Cache-Control': 'no-store', 'Referrer-Policy': EDITOR_REFERRER_POLICY },
  });
}
