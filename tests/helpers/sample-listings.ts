/** Listings for tests: a paid order opened as a listing, with a submitted draft written straight into its row. */
import { eq } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { listingOrders, listings } from '~/db/schema';
import { openListingForOrder } from '~/features/listings/lifecycle/listing-writes.server';
import { sampleOrderRow } from './sample-orders';

/** A restaurant draft as a business submits it (no rating, no editor's pick); Dutch only in the name. */
export function sampleRestaurantDraft(name = 'Warung Sari'): Record<string, unknown> {
  return {
    priceRange: '$$',
    imageUrl: 'https://images.example/warung.jpg',
    imageUrls: [],
    phone: '+597 555 0101',
    openingHours: { monday: '11:00-22:00' },
    translations: {
      en: { name, description: 'Javanese dishes on the Waterkant.', cuisine: 'Javanese', location: 'Waterkant 1, Paramaribo' },
      nl: { name, description: 'Javaanse gerechten aan de Waterkant.', cuisine: 'Javaans', location: '' },
    },
  };
}

/** Opens a listing for a new paid order; with `draft`, the listing is submitted (pending review) at `submittedAt`. */
export function makeListing(
  db: Db,
  id: string,
  opts: { kind?: 'restaurant' | 'tour' | 'event'; draft?: Record<string, unknown>; submittedAt?: Date; now?: Date; locale?: string } = {},
): string {
  const now = opts.now ?? new Date('2026-03-01T12:00:00Z');
  const row = sampleOrderRow(`order-${id}`, {
    planType: opts.kind ?? 'restaurant',
    orderNumber: `SG-${id.toUpperCase()}`,
    locale: opts.locale ?? 'en',
    email: `${id}@owner.example`,
  });
  db.insert(listingOrders).values(row).run();
  const order = db.select().from(listingOrders).where(eq(listingOrders.id, row.id)).get()!;
  // IMMEDIATE: the test's connection shares the file with a running server. A deferred transaction that reads first
  // cannot become a writer once the server has written since (SQLITE_BUSY_SNAPSHOT, 'database is locked' at once, no
  // busy wait); taking the write lock up front makes it wait its turn instead.
  const { listing } = db.transaction((tx) => openListingForOrder(tx, order, now), { behavior: 'immediate' });
  if (opts.draft) {
    db.update(listings)
      .set({ draft: opts.draft, submittedAt: opts.submittedAt ?? now, status: 'pending_review' })
      .where(eq(listings.id, listing.id))
      .run();
  }
  return listing.id;
}
