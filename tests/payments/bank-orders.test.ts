/** Bank-transfer orders in the database: idempotent creation, order numbers, and lapse in the admin list with a moved clock. */
import { describe, expect, it } from 'vitest';
import { listOrders } from '~/features/listings/orders/orders.server';
import { createBankTransferOrder } from '~/features/listings/orders/bank-order-writes.server';
import { createOrder, rejectBankTransfer, verifyBankTransfer } from '~/features/listings/orders/order-writes.server';
import { useTempDatabase } from '../helpers/temp-database';

const temp = useTempDatabase('guide-bank-orders-', 'all');

const form = {
  businessName: 'Fort Zeelandia Tours',
  contactName: 'Ilse',
  email: 'ilse@fz.example',
  phone: '+597 555 0404',
  billingAddress: 'Abraham Crijnssenweg 1',
  city: 'Paramaribo',
  postalCode: '',
  currency: 'SRD',
  paymentMethod: 'banktransfer',
} as const;
const DAY = 24 * 60 * 60 * 1000;

describe('creating a bank-transfer order', () => {
  it('makes one order awaiting payment per key, with an order number, and the same order for the same key', () => {
    const first = createBankTransferOrder(temp.db, { planType: 'tour', form, locale: 'en', creationKey: 'key-aaaaaaaaaaaaaaaa' });
    expect(first.outcome).toBe('created');
    if (first.outcome === 'conflict') return;
    expect(first.order).toMatchObject({ status: 'awaiting_payment', amount: 1000, currency: 'SRD', paymentMethod: 'banktransfer', receiptPath: null });
    expect(first.order.orderNumber).toMatch(/^SG-[A-HJKMNP-Z2-9]{5}$/);
    const again = createBankTransferOrder(temp.db, { planType: 'tour', form: { ...form }, locale: 'nl', creationKey: 'key-aaaaaaaaaaaaaaaa' });
    expect(again).toEqual({ outcome: 'replayed', order: first.order });
    const count = temp.db.$client.prepare("select count(*) n from listing_orders where creation_key = 'key-aaaaaaaaaaaaaaaa'").get();
    expect(count).toEqual({ n: 1 });
  });

  it('refuses a key already used for other details without handing out that order', () => {
    createBankTransferOrder(temp.db, { planType: 'event', form, locale: 'en', creationKey: 'key-bbbbbbbbbbbbbbbb' });
    expect(createBankTransferOrder(temp.db, { planType: 'restaurant', form, locale: 'en', creationKey: 'key-bbbbbbbbbbbbbbbb' })).toEqual({
      outcome: 'conflict',
    });
    expect(
      createBankTransferOrder(temp.db, { planType: 'event', form: { ...form, email: 'other@fz.example' }, locale: 'en', creationKey: 'key-bbbbbbbbbbbbbbbb' }),
    ).toEqual({ outcome: 'conflict' });
  });

  it('gives every order its own number, drawing again when a number repeats', () => {
    const card = {
      planType: 'event',
      amount: 33,
      currency: 'USD',
      form: { ...form, currency: 'USD', paymentMethod: 'creditcard' },
      status: 'pending',
      locale: 'en',
    } as const;
    const numbers = new Set<string>();
    for (let i = 0; i < 50; i++) numbers.add(createOrder(temp.db, card).orderNumber);
    expect(numbers.size).toBe(50);
    const taken = [...numbers][0];
    const draws = [taken, taken, 'SG-NEW22'];
    expect(createOrder(temp.db, card, () => draws.shift() ?? 'SG-ZZZZZ').orderNumber).toBe('SG-NEW22');
    expect(draws).toEqual([]);
    // Always taken: gives up after a few draws instead of looping.
    expect(() => createOrder(temp.db, card, () => taken)).toThrow(/UNIQUE/);
  });

  it('lets the admin verify or reject a transfer found on the bank statement before any receipt', () => {
    const a = createBankTransferOrder(temp.db, { planType: 'tour', form, locale: 'en', creationKey: 'key-cccccccccccccccc' });
    const b = createBankTransferOrder(temp.db, { planType: 'tour', form, locale: 'en', creationKey: 'key-dddddddddddddddd' });
    if (a.outcome === 'conflict' || b.outcome === 'conflict') throw new Error('conflict');
    expect(verifyBankTransfer(temp.db, a.order.id)).toBe('done');
    expect(rejectBankTransfer(temp.db, b.order.id, 'No transfer received')).toBe('done');
    expect(verifyBankTransfer(temp.db, a.order.id)).toBe('wrong_status');
  });
});

describe('lapsed orders in the admin list', () => {
  const setCreated = (id: string, at: Date) => temp.db.$client.prepare('update listing_orders set created_at = ? where id = ?').run(at.getTime(), id);
  const made = (key: string) => {
    const result = createBankTransferOrder(temp.db, { planType: 'event', form: { ...form, businessName: key }, locale: 'en', creationKey: key });
    if (result.outcome === 'conflict') throw new Error('conflict');
    return result.order.id;
  };

  it('leaves out unpaid orders from 14 days after they were made, and shows them when asked', () => {
    const start = new Date('2030-01-01T12:00:00Z');
    const unpaid = made('lapse-unpaid-000001');
    const paidLate = made('lapse-receipt-00001');
    setCreated(unpaid, start);
    setCreated(paidLate, start);
    temp.db.$client.prepare("update listing_orders set status = 'awaiting_verification' where id = ?").run(paidLate);
    const ids = (now: Date, lapsed: 'exclude' | 'include' | 'only') =>
      listOrders(temp.db, { limit: 200, lapsed, now })
        .items.filter((o) => [unpaid, paidLate].includes(o.id))
        .map((o) => [o.id === unpaid ? 'unpaid' : 'receipt', o.status]);

    const day13 = new Date(start.getTime() + 13 * DAY);
    expect(ids(day13, 'exclude')).toEqual(
      expect.arrayContaining([
        ['unpaid', 'awaiting_payment'],
        ['receipt', 'awaiting_verification'],
      ]),
    );
    expect(ids(day13, 'only')).toEqual([]);

    const day14 = new Date(start.getTime() + 14 * DAY);
    expect(ids(day14, 'exclude')).toEqual([['receipt', 'awaiting_verification']]);
    expect(ids(day14, 'only')).toEqual([['unpaid', 'lapsed']]);
    expect(ids(day14, 'include')).toHaveLength(2);
  });

  it('pages through the list with lapsed orders left out', () => {
    const now = new Date('2031-01-01T00:00:00Z');
    const page = listOrders(temp.db, { limit: 2, lapsed: 'exclude', now });
    expect(page.items).toHaveLength(2);
    const next = listOrders(temp.db, { limit: 2, before: page.nextCursor, lapsed: 'exclude', now });
    for (const order of [...page.items, ...next.items]) expect(order.status).not.toBe('lapsed');
    expect(next.items.map((o) => o.id)).not.toContain(page.items[0].id);
  });
});
