import { describe, expect, it } from 'vitest';
import { listingEvents, listingOrderLinks, listingOrders, listings } from '~/db/schema';
import { sampleOrderRow } from '../../../../tests/helpers/sample-orders';
import { useTempDatabase } from '../../../../tests/helpers/temp-database';
import { getListingStats, listAdminListings } from './listing-queries.server';

const now = new Date('2026-04-01T12:00:00Z');
const DAY = 86_400_000;
const temp = useTempDatabase('guide-listing-queries-');

const order = (id: string, at: number) => sampleOrderRow(id, { orderNumber: `SG-${id.toUpperCase()}`, createdAt: new Date(at) });

describe('admin listing queries', () => {
  it('count listings awaiting review (an edit of a live one too) and live ones ending within 14 days', () => {
    const base = { kind: 'restaurant', ownerEmail: 'a@example.com' };
    const sent = new Date(now.getTime() - DAY);
    temp.db
      .insert(listings)
      .values([
        { ...base, id: 'a', status: 'pending_review', submittedAt: sent },
        { ...base, id: 'b', status: 'pending_review', submittedAt: sent },
        { ...base, id: 'c', status: 'changes_requested' },
        { ...base, id: 'h', status: 'live', submittedAt: sent, endsAt: new Date(now.getTime() + 60 * DAY) },
        { ...base, id: 'd', status: 'live', endsAt: new Date(now.getTime() + 14 * DAY) },
        { ...base, id: 'e', status: 'live', endsAt: new Date(now.getTime() + 14 * DAY + 1) },
        { ...base, id: 'f', status: 'live', endsAt: new Date(now.getTime() - 1) },
        { ...base, id: 'g', status: 'ended', endsAt: new Date(now.getTime() + DAY) },
      ])
      .run();
    expect(getListingStats(temp.db, now)).toEqual({ awaitingReview: 3, endingSoon: 1 });
  });

  it('list each listing with its shown status and the orders that paid for it, oldest first', () => {
    temp.db
      .insert(listingOrders)
      .values([order('o2', 2000), order('o1', 1000), order('o3', 3000)])
      .run();
    temp.db
      .insert(listings)
      .values([
        { id: 'l1', kind: 'tour', ownerEmail: 'a@example.com', status: 'live', endsAt: new Date(now.getTime() + 3 * DAY), createdAt: new Date(1) },
        { id: 'l2', kind: 'event', ownerEmail: 'b@example.com', createdAt: new Date(2) },
      ])
      .run();
    temp.db
      .insert(listingOrderLinks)
      .values([
        { orderId: 'o2', listingId: 'l1' },
        { orderId: 'o1', listingId: 'l1' },
        { orderId: 'o3', listingId: 'l2' },
      ])
      .run();
    const rows = listAdminListings(temp.db, now);
    expect(rows.map((r) => [r.id, r.status, r.orders.map((o) => o.orderNumber)])).toEqual([
      ['l2', 'awaiting_content', ['SG-O3']],
      ['l1', 'ending_soon', ['SG-O1', 'SG-O2']],
    ]);
    expect(listAdminListings(temp.db, new Date(now.getTime() + 4 * DAY))[1].status).toBe('ended');
  });
});

describe('the review queue in the admin list', () => {
  it('comes first, oldest submission first, with its draft; an edit of a live listing is marked', () => {
    const base = { kind: 'restaurant', ownerEmail: 'a@example.com' };
    temp.db
      .insert(listings)
      .values([
        { ...base, id: 'new', createdAt: new Date(5) },
        { ...base, id: 'edit', status: 'live', endsAt: new Date(now.getTime() + 60 * DAY), submittedAt: new Date(20), draft: { x: 1 }, createdAt: new Date(1) },
        { ...base, id: 'pending', status: 'pending_review', submittedAt: new Date(10), draft: { y: 2 }, createdAt: new Date(2) },
        { ...base, id: 'back', status: 'changes_requested', draft: { z: 3 }, createdAt: new Date(3) },
      ])
      .run();
    const rows = listAdminListings(temp.db, now);
    expect(rows.map((r) => [r.id, r.inQueue, r.editWaiting])).toEqual([
      ['pending', true, false],
      ['edit', true, true],
      ['new', false, false],
      ['back', false, false],
    ]);
    expect(rows[0].draft).toEqual({ y: 2 });
    expect(rows[3].draft).toBeNull();
  });

  it('carry each listing history, newest first, with the reasons and who acted', () => {
    temp.db
      .insert(listings)
      .values({ id: 'l', kind: 'tour', ownerEmail: 'a@example.com', status: 'live', endsAt: new Date(now.getTime() + DAY) })
      .run();
    temp.db
      .insert(listingEvents)
      .values([
        { listingId: 'l', action: 'submitted', actor: 'owner', at: new Date(now.getTime() - 3 * DAY) },
        { listingId: 'l', action: 'extended', actor: 'admin@example.com', reason: 'Closed for a week by floods', at: new Date(now.getTime() - DAY) },
        { listingId: 'l', action: 'approved', actor: 'admin@example.com', at: new Date(now.getTime() - 2 * DAY) },
      ])
      .run();
    expect(listAdminListings(temp.db, now)[0]?.history).toEqual([
      { action: 'extended', actor: 'admin@example.com', reason: 'Closed for a week by floods', at: new Date(now.getTime() - DAY) },
      { action: 'approved', actor: 'admin@example.com', reason: null, at: new Date(now.getTime() - 2 * DAY) },
      { action: 'submitted', actor: 'owner', reason: null, at: new Date(now.getTime() - 3 * DAY) },
    ]);
  });
});
