/** A business's submission: the draft (last wins), the status, the event, and one admin email and one "received" email per review round. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, listingEvents, listingOrders, listings } from '~/db/schema';
import { sampleOrderRow } from '../../../../tests/helpers/sample-orders';
import { useTempDatabase } from '../../../../tests/helpers/temp-database';
import { openListingForOrder, startListing } from './listing-writes.server';
import { submitListing } from './listing-submit.server';

const temp = useTempDatabase('guide-listing-submit-');
const now = new Date('2026-03-02T15:00:00Z');

function open() {
  const order = temp.db
    .insert(listingOrders)
    .values(sampleOrderRow('o1', { orderNumber: 'SG-EDIT01' }))
    .returning()
    .get();
  return temp.db.transaction((tx) => openListingForOrder(tx, order, now)).listing;
}
const mails = () => temp.db.select().from(emailOutbox).all();
const row = (id: string) => temp.db.select().from(listings).where(eq(listings.id, id)).get()!;

describe('submitListing', () => {
  it('stores the last draft, moves to pending review, and emails the admins and the business once per round', () => {
    process.env.ADMIN_NOTIFY_EMAIL = 'admin@guide.example';
    const listing = open();
    submitListing(temp.db, listing.id, { name: 'first' }, now);
    submitListing(temp.db, listing.id, { name: 'second' }, new Date(now.getTime() + 1000));
    expect(row(listing.id)).toMatchObject({ status: 'pending_review', draft: { name: 'second' } });
    expect(mails().map((m) => [m.kind, m.subject, m.recipients])).toEqual([
      ['admin.listing_submitted', 'Listing waiting for review (order SG-EDIT01)', ['admin@guide.example']],
      ['buyer.listing_received', 'We received your listing (order SG-EDIT01)', ['sita@example.com']],
    ]);

    // The admin asks for changes: the next submission is a new round with its own email.
    temp.db.update(listings).set({ status: 'changes_requested', submittedAt: null }).where(eq(listings.id, listing.id)).run();
    temp.db.insert(listingEvents).values({ listingId: listing.id, action: 'changes_requested', actor: 'admin@guide.example', at: now }).run();
    submitListing(temp.db, listing.id, { name: 'third' }, now);
    expect(row(listing.id).status).toBe('pending_review');
    expect(mails().map((m) => m.kind)).toEqual(['admin.listing_submitted', 'buyer.listing_received', 'admin.listing_submitted', 'buyer.listing_received']);
    expect(temp.db.select().from(listingEvents).where(eq(listingEvents.action, 'submitted')).all()).toHaveLength(3);
    delete process.env.ADMIN_NOTIFY_EMAIL;
  });

  it('keeps a live listing live, and refuses an ended one without changing it', () => {
    const listing = open();
    temp.db.transaction((tx) => startListing(tx, listing.id, now));
    expect(submitListing(temp.db, listing.id, { name: 'edit' }, now)).toMatchObject({ status: 'live', draft: { name: 'edit' } });
    const afterEnd = new Date(row(listing.id).endsAt!.getTime() + 1);
    expect(submitListing(temp.db, listing.id, { name: 'late' }, afterEnd)).toBeNull();
    expect(row(listing.id).draft).toEqual({ name: 'edit' });
  });
});
