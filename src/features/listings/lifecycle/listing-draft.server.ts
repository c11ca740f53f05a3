/**
 * The business's saved draft: its work in the listing editor since it last sent for review, stored
 * by "Save draft" and by a "Send for review" that was refused, so a reload, the link opened again or
 * another device shows what was last typed and the photos it uploaded. Saving is not sending: the
 * status, the submitted content the admin reviews (`draft`) and the admin's queue stay as they are.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { listings } from '~/db/schema';

/** Stores the editor's values as the listing's saved draft at `now`; false when the listing has ended meanwhile. */
export function saveListingDraft(db: Db, listingId: string, values: Record<string, unknown>, now: Date): boolean {
  return db.transaction(
    (tx) => {
      const listing = tx.select({ status: listings.status, endsAt: listings.endsAt }).from(listings).where(eq(listings.id, listingId)).get();
      if (!listing || listing.status === 'ended' || (listing.endsAt && now.getTime() > listing.endsAt.getTime())) return false;
      // `updatedAt` is left alone: it orders the admin's lists, and a saved draft is nothing for the admin.
      tx.update(listings).set({ savedDraft: values, draftSavedAt: now }).where(eq(listings.id, listingId)).run();
      return true;
    },
    { behavior: 'immediate' },
  );
}
