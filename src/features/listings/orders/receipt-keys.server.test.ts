/**
 * The claim of a receipt upload's idempotency key, in the transaction that attaches the receipt:
 * the first upload with a key is stored, the same key again is a replay that changes nothing, a key
 * of another order is a conflict, a key stays claimed after its receipt is replaced, and an upload
 * refused as closed keeps no claim.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, listingOrders, receiptUploadKeys } from '~/db/schema';
import { useTempDatabase } from '../../../../tests/helpers/temp-database';
import { sampleBankForm } from '../../../../tests/helpers/sample-orders';
import { attachReceipt, createBankTransferOrder } from './bank-order-writes.server';

const temp = useTempDatabase('guide-receipt-keys-');
const now = new Date('2026-11-27T10:00:00Z');
let made = 0;
const newOrder = () => {
  const order = createBankTransferOrder(temp.db, {
    planType: 'tour',
    form: sampleBankForm(),
    locale: 'en',
    creationKey: `receipt-key-test-${++made}-aaaa`,
    now,
  });
  if (order.outcome === 'conflict') throw new Error('conflict');
  return order.order;
};
const attach = (orderId: string, path: string, key: string) => attachReceipt(temp.db, { orderId, path, mime: 'application/pdf', key }, now);
const receiptMails = () =>
  temp.db
    .select()
    .from(emailOutbox)
    .all()
    .filter((r) => r.kind.includes('receipt'));

describe('receipt upload keys', () => {
  it('stores the first upload with a key, answers the same key as a replay and refuses it for another order', () => {
    const order = newOrder();
    expect(attach(order.id, 'a.pdf', 'key-1')).toMatchObject({ outcome: 'attached' });
    const mailed = receiptMails().length;
    expect(mailed).toBeGreaterThan(0);
    const again = attach(order.id, 'b.pdf', 'key-1');
    expect(again).toMatchObject({ outcome: 'replayed', order: { id: order.id, receiptPath: 'a.pdf' } });
    expect(attach(newOrder().id, 'c.pdf', 'key-1')).toEqual({ outcome: 'key_conflict' });
    expect(receiptMails()).toHaveLength(mailed); // the replay queued nothing
  });

  it('keeps a key claimed after its receipt is replaced, so a late retry does not bring the old receipt back', () => {
    const order = newOrder();
    attach(order.id, 'first.pdf', 'key-first');
    expect(attach(order.id, 'second.pdf', 'key-second')).toMatchObject({ outcome: 'attached', replacedPath: 'first.pdf' });
    expect(attach(order.id, 'first-again.pdf', 'key-first')).toMatchObject({ outcome: 'replayed', order: { receiptPath: 'second.pdf' } });
  });

  it('keeps no claim for an upload refused because the order was decided', () => {
    const order = newOrder();
    temp.db.update(listingOrders).set({ status: 'active' }).where(eq(listingOrders.id, order.id)).run();
    expect(attach(order.id, 'late.pdf', 'key-late')).toEqual({ outcome: 'closed' });
    expect(temp.db.select().from(receiptUploadKeys).all()).toEqual([]);
  });
});
