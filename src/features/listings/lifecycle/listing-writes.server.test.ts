/** Opening a listing for a paid order (once), starting its period at go-live, and renewals before and after the end. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listingEditorTokens, listingOrderLinks, listingOrders, listings } from '~/db/schema';
import { sampleOrderRow } from '../../../../tests/helpers/sample-orders';
import { useTempDatabase } from '../../../../tests/helpers/temp-database';
import { checkEditorToken } from './editor-tokens.server';
import { openListingForOrder, renewListing, startListing } from './listing-writes.server';

const srt = (local: string) => new Date(`${local}-03:00`);
const temp = useTempDatabase('guide-listing-writes-');

function addOrder(id: string, status = 'active', planType = 'restaurant') {
  return temp.db
    .insert(listingOrders)
    .values(sampleOrderRow(id, { planType, status, locale: 'nl' }))
    .returning()
    .get();
}

describe('listing writes', () => {
  it('open one listing per paid order, with one editor link, in the buyer language', () => {
    const order = addOrder('o1');
    const now = srt('2026-01-10T10:00:00');
    const first = temp.db.transaction((tx) => openListingForOrder(tx, order, now));
    const again = temp.db.transaction((tx) => openListingForOrder(tx, order, now));
    expect(first.listing).toMatchObject({ kind: 'restaurant', status: 'awaiting_content', ownerEmail: 'sita@example.com', locale: 'nl', endsAt: null });
    expect(again).toEqual({ listing: first.listing, editorToken: null });
    expect(temp.db.select().from(listings).all()).toHaveLength(1);
    expect(temp.db.select().from(listingEditorTokens).all()).toHaveLength(1);
    expect(checkEditorToken(temp.db, first.editorToken, now)).toMatchObject({ ok: true, listing: { id: first.listing.id } });
  });

  it('refuse an order that is not paid, creating nothing', () => {
    expect(() => temp.db.transaction((tx) => openListingForOrder(tx, addOrder('o2', 'awaiting_payment'), new Date()))).toThrow('order_not_paid');
    expect(temp.db.select().from(listings).all()).toHaveLength(0);
  });

  it('start the period when the listing first goes live, not when it was paid', () => {
    const { listing } = temp.db.transaction((tx) => openListingForOrder(tx, addOrder('o1'), srt('2026-01-10T10:00:00')));
    const live = temp.db.transaction((tx) => startListing(tx, listing.id, srt('2026-01-31T15:00:00')));
    expect(live.status).toBe('live');
    expect(live.endsAt?.toISOString()).toBe(srt('2026-04-30T23:59:59.999').toISOString());
    // Approving edits later keeps the period.
    const again = temp.db.transaction((tx) => startListing(tx, listing.id, srt('2026-02-20T15:00:00')));
    expect(again.endsAt?.toISOString()).toBe(live.endsAt?.toISOString());
    // The order that paid shows the listing's real end in the Orders tab, not payment + 3 months.
    expect(temp.db.select().from(listingOrders).where(eq(listingOrders.id, 'o1')).get()?.listingEndsAt?.toISOString()).toBe(live.endsAt?.toISOString());
  });

  it('renew before the end from the current end, after it from the payment, each order once', () => {
    const { listing } = temp.db.transaction((tx) => openListingForOrder(tx, addOrder('o1'), srt('2026-01-10T10:00:00')));
    temp.db.transaction((tx) => startListing(tx, listing.id, srt('2026-01-15T10:00:00'))); // ends 15 April
    const early = temp.db.transaction((tx) => renewListing(tx, listing.id, addOrder('o2'), srt('2026-04-05T10:00:00')));
    expect(early.endsAt?.toISOString()).toBe(srt('2026-07-15T23:59:59.999').toISOString());
    expect(() => temp.db.transaction((tx) => renewListing(tx, listing.id, addOrder('o3', 'active', 'tour'), srt('2026-04-06T10:00:00')))).toThrow(
      'kind_mismatch',
    );
    const order = temp.db.select().from(listingOrders).where(eq(listingOrders.id, 'o2')).get()!;
    expect(() => temp.db.transaction((tx) => renewListing(tx, listing.id, order, srt('2026-04-07T10:00:00')))).toThrow('order_used');

    temp.db
      .update(listings)
      .set({ status: 'ended', endsAt: srt('2026-04-15T23:59:59.999') })
      .where(eq(listings.id, listing.id))
      .run();
    const late = temp.db.transaction((tx) => renewListing(tx, listing.id, addOrder('o4'), srt('2026-05-10T15:00:00')));
    expect(late.status).toBe('live');
    expect(late.endsAt?.toISOString()).toBe(srt('2026-08-10T23:59:59.999').toISOString());
    expect(temp.db.select().from(listingOrderLinks).where(eq(listingOrderLinks.listingId, listing.id)).all()).toHaveLength(3);
  });
});
