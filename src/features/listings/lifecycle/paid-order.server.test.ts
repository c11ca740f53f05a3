/**
 * A confirmed payment and its listing (issue 17): a card payment or a verified bank receipt opens one
 * listing per order with an editor link in the buyer's email; a renewal order extends its listing
 * (from the current end before it, from the payment after it) and moves the entry's partner badge;
 * replays, unknown orders and orders already used create nothing.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox, listingEvents, listingOrderLinks, listingOrders, listings, restaurants } from '~/db/schema';
import { activatePaidOrder, verifyBankTransfer } from '~/features/listings/orders/order-writes.server';
import { sampleOrderRow } from '../../../../tests/helpers/sample-orders';
import { useTempDatabase } from '../../../../tests/helpers/temp-database';
import { checkEditorToken } from './editor-tokens.server';
import { getPeriodEnd, getRenewedEnd } from './period';

const srt = (local: string) => new Date(`${local}-03:00`);
const temp = useTempDatabase('guide-paid-order-');
beforeEach(() => {
  process.env.SITE_URL = 'https://guide.example';
  process.env.ADMIN_NOTIFY_EMAIL = 'admin@guide.example';
});
afterEach(() => {
  delete process.env.ADMIN_NOTIFY_EMAIL;
});

const db = () => temp.db;
const listingRows = () => db().select().from(listings).all();
const buyerMails = (orderId: string, kind: string) =>
  db()
    .select()
    .from(emailOutbox)
    .all()
    .filter((r) => r.orderId === orderId && r.kind === kind);
const payload = (row: { payload: unknown }) => row.payload as Record<string, unknown>;

function pendingCardOrder(id: string, patch: Partial<typeof listingOrders.$inferInsert> = {}) {
  db()
    .insert(listingOrders)
    .values(sampleOrderRow(id, { status: 'pending', stripeSessionId: `cs_${id}`, orderNumber: `SG-${id.toUpperCase()}`, locale: 'nl', ...patch }))
    .run();
  return { sessionId: `cs_${id}`, orderId: id, amountTotal: 3300, currency: 'usd' };
}

function bankOrder(id: string, patch: Partial<typeof listingOrders.$inferInsert> = {}) {
  db()
    .insert(listingOrders)
    .values(
      sampleOrderRow(id, { status: 'awaiting_verification', paymentMethod: 'banktransfer', currency: 'SRD', orderNumber: `SG-${id.toUpperCase()}`, ...patch }),
    )
    .run();
}

/** A live listing of a restaurant entry, paid by order `o-first`, ending at `endsAt`. */
function liveListing(endsAt: Date, withEntry = true) {
  const entryId = withEntry ? db().insert(restaurants).values({ imageUrl: '/x.jpg', partnerUntil: endsAt }).returning().get().id : null;
  db()
    .insert(listingOrders)
    .values(sampleOrderRow('o-first', { orderNumber: 'SG-FIRST' }))
    .run();
  db()
    .insert(listings)
    .values({
      id: 'l1',
      kind: 'restaurant',
      entryId,
      status: 'live',
      liveFrom: new Date(endsAt.getTime() - 80 * 86_400_000),
      endsAt,
      ownerEmail: 'sita@example.com',
    })
    .run();
  db().insert(listingOrderLinks).values({ orderId: 'o-first', listingId: 'l1' }).run();
  return entryId;
}

describe('a card payment', () => {
  it('opens one listing for its order, however often the payment is reported, and mails the editor link once', () => {
    const session = pendingCardOrder('c1');
    const now = srt('2026-03-01T10:00:00');
    const outcomes = Array.from({ length: 5 }, () => activatePaidOrder(db(), session, now));
    expect(outcomes.filter((o) => o === 'activated')).toHaveLength(1);
    expect(listingRows()).toMatchObject([{ kind: 'restaurant', status: 'awaiting_content', ownerEmail: 'sita@example.com', locale: 'nl', endsAt: null }]);
    const [mail] = buyerMails('c1', 'buyer.card_paid');
    expect(buyerMails('c1', 'buyer.card_paid')).toHaveLength(1);
    const token = payload(mail).editorToken;
    expect(checkEditorToken(db(), token, now)).toMatchObject({ ok: true, listing: { id: listingRows()[0].id } });
    // The admins' copy does not carry the buyer's link.
    expect(payload(buyerMails('c1', 'admin.card_paid')[0]).editorToken).toBeUndefined();
  });

  it('for an unknown session, or one of another amount, creates nothing', () => {
    pendingCardOrder('c2');
    expect(activatePaidOrder(db(), { sessionId: 'cs_nobody', orderId: null, amountTotal: 3300, currency: 'usd' })).toBe('not_found');
    expect(activatePaidOrder(db(), { sessionId: 'cs_c2', orderId: 'c2', amountTotal: 100, currency: 'usd' })).toBe('mismatch');
    expect(listingRows()).toHaveLength(0);
    expect(db().select().from(emailOutbox).all()).toHaveLength(0);
  });
});

describe('a verified bank receipt', () => {
  it('opens the listing and mails the link; a second verification or an unknown order is refused and creates nothing', () => {
    bankOrder('b1');
    const now = srt('2026-03-01T10:00:00');
    expect(verifyBankTransfer(db(), 'b1', now)).toBe('done');
    expect(listingRows()).toHaveLength(1);
    expect(payload(buyerMails('b1', 'buyer.receipt_verified')[0]).editorToken).toEqual(expect.stringMatching(/^[a-z2-7]{32}$/));
    expect(verifyBankTransfer(db(), 'b1', now)).toBe('wrong_status');
    expect(verifyBankTransfer(db(), '0b1f9c8e-0000-4000-8000-000000000000', now)).toBe('not_found');
    expect(listingRows()).toHaveLength(1);
    expect(buyerMails('b1', 'buyer.receipt_verified')).toHaveLength(1);
  });
});

describe('a renewal payment', () => {
  const endsAt = getPeriodEnd(srt('2026-01-15T10:30:00')); // 15 April 2026, end of day

  it('paid before the end: the new period starts at the current end; the entry keeps its badge to the new end; no new listing', () => {
    const entryId = liveListing(endsAt);
    const session = pendingCardOrder('r1', { renewsListingId: 'l1' });
    const paidAt = srt('2026-04-05T09:00:00');
    expect(activatePaidOrder(db(), session, paidAt)).toBe('activated');
    const newEnd = getRenewedEnd(endsAt, paidAt);
    expect(newEnd.getTime()).toBe(getPeriodEnd(endsAt).getTime());
    expect(listingRows()).toMatchObject([{ id: 'l1', status: 'live', endsAt: newEnd }]);
    expect(db().select().from(restaurants).where(eq(restaurants.id, entryId!)).get()?.partnerUntil).toEqual(newEnd);
    expect(db().select().from(listingOrders).where(eq(listingOrders.id, 'r1')).get()?.listingEndsAt).toEqual(newEnd);
    const [mail] = buyerMails('r1', 'buyer.card_paid');
    expect(payload(mail)).toMatchObject({ renewedUntil: newEnd.getTime(), editorToken: null });
    expect(db().select().from(listingEvents).all()).toMatchObject([{ listingId: 'l1', action: 'renewed', actor: 'owner' }]);
  });

  it('paid after the end (bank transfer): the new period starts at the payment, and the ended listing is live again', () => {
    liveListing(endsAt, false);
    db().update(listings).set({ status: 'ended' }).where(eq(listings.id, 'l1')).run();
    bankOrder('r2', { renewsListingId: 'l1', status: 'awaiting_payment' });
    const paidAt = srt('2026-05-02T12:00:00');
    expect(verifyBankTransfer(db(), 'r2', paidAt)).toBe('done');
    expect(listingRows()).toMatchObject([{ id: 'l1', status: 'live', endsAt: getPeriodEnd(paidAt) }]);
    expect(payload(buyerMails('r2', 'buyer.receipt_verified')[0]).renewedUntil).toBe(getPeriodEnd(paidAt).getTime());
  });
});
