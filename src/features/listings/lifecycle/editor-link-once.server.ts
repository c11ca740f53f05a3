/**
 * The editor link offered on the card payment's success page, to the browser that paid (it holds
 * the Stripe session id, which only Stripe's redirect gives it): a new link of its own, offered
 * once per listing. The 'link_shown' event and the token are written in one immediate transaction,
 * so two success pages open at once (a reload, a second tab) never both get one; the email's link
 * stays the way back. A renewal opens no editor (its listing runs on), nor does a listing whose
 * content has been sent already.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { listingEvents } from '~/db/schema';
import { issueEditorToken } from './editor-tokens.server';
import { getListingOfOrder } from './listing-writes.server';

/** The path of a new editor link for the listing `orderId` opened, the first time it is asked; null after that. */
export function offerEditorLinkOnce(db: Db, orderId: string, now: Date): string | null {
  return db.transaction(
    (tx) => {
      const listing = getListingOfOrder(tx, orderId);
      if (!listing || listing.status !== 'awaiting_content') return null;
      const shown = tx
        .select({ id: listingEvents.id })
        .from(listingEvents)
        .where(and(eq(listingEvents.listingId, listing.id), eq(listingEvents.action, 'link_shown')))
        .get();
      if (shown) return null;
      tx.insert(listingEvents)
        .values({ listingId: listing.id, action: 'link_shown', actor: 'owner', detail: { via: 'card-success-page', orderId }, at: now })
        .run();
      return `/listing/${issueEditorToken(tx, listing.id, now)}`;
    },
    { behavior: 'immediate' },
  );
}
