/**
 * Bank-transfer orders (issue 14, item 15): created when the bank-transfer screen is first shown,
 * awaiting payment, with an order number to quote; the receipt is attached later. Both steps are
 * idempotent by a key the client sends, so a retried request never makes a second order.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { CheckoutForm } from '~/features/listings/checkout/schemas';
import { RECEIPT_OPEN_STATUSES } from './status';
import { getPlanAmount, type PlanType } from '~/features/listings/plans/catalog';
import type { Db } from '~/db/client';
import { listingOrders, receiptUploadKeys } from '~/db/schema';
import { claimReceiptKey, createOrder, isUniqueViolation } from './order-writes.server';
import { getOrderByReceiptKey } from './orders.server';
import { queueOrderEmails } from '~/features/mail/index.server';

type OrderRow = typeof listingOrders.$inferSelect;

export interface NewBankTransferOrder {
  planType: PlanType;
  form: CheckoutForm;
  locale: string;
  /** The client's idempotency key: the same key with the same order gets the same order back. */
  creationKey: string;
  /** The listing a checked renewal link ties the order to. */
  renewsListingId?: string | null;
  /** The server clock (the system clock when absent). */
  now?: Date;
}

export type BankTransferCreation = { outcome: 'created' | 'replayed'; order: OrderRow } | { outcome: 'conflict' };

const byCreationKey = (db: Db, key: string) => db.select().from(listingOrders).where(eq(listingOrders.creationKey, key)).get();

/** True when a stored order is the one the request describes (the key was not reused for another). */
function isSameOrder(row: OrderRow, input: NewBankTransferOrder): boolean {
  const { form } = input;
  const stored = [
    row.planType,
    row.paymentMethod,
    row.currency,
    row.businessName,
    row.contactName,
    row.email,
    row.phone,
    row.billingAddress,
    row.city,
    row.postalCode ?? '',
    row.renewsListingId ?? '',
  ];
  const asked = [
    input.planType,
    form.paymentMethod,
    form.currency,
    form.businessName,
    form.contactName,
    form.email,
    form.phone,
    form.billingAddress,
    form.city,
    form.postalCode ?? '',
    input.renewsListingId ?? '',
  ];
  return stored.every((value, i) => value === asked[i]);
}

/**
 * Creates the order awaiting payment, or returns the one this key already made. A key already
 * used for a different order is a conflict: its order is not handed to whoever sent it.
 */
export function createBankTransferOrder(db: Db, input: NewBankTransferOrder): BankTransferCreation {
  const existing = byCreationKey(db, input.creationKey);
  if (existing) return isSameOrder(existing, input) ? { outcome: 'replayed', order: existing } : { outcome: 'conflict' };
  try {
    const { id } = createOrder(db, {
      planType: input.planType,
      amount: getPlanAmount(input.planType, input.form.currency),
      currency: input.form.currency,
      form: input.form,
      status: 'awaiting_payment',
      locale: input.locale,
      creationKey: input.creationKey,
      renewsListingId: input.renewsListingId ?? null,
      now: input.now,
    });
    const order = db.select().from(listingOrders).where(eq(listingOrders.id, id)).get();
    if (!order) throw new Error(`order ${id} vanished after its insert`);
    return { outcome: 'created', order };
  } catch (error) {
    // Another process stored the same key between the read and the insert: answer as a replay.
    const raced = isUniqueViolation(error, 'creation_key') ? byCreationKey(db, input.creationKey) : undefined;
    if (!raced) throw error;
    return isSameOrder(raced, input) ? { outcome: 'replayed', order: raced } : { outcome: 'conflict' };
  }
}

export interface ReceiptToAttach {
  orderId: string;
  /** Stored file name under the receipts folder. */
  path: string;
  mime: string;
  /** The upload's idempotency key, or null when the client sent none. */
  key: string | null;
}

export type ReceiptAttachment =
  | { outcome: 'attached'; order: OrderRow; replacedPath: string | null }
  /** The key was claimed before (a retry, or an upload racing this one): its order, unchanged. */
  | { outcome: 'replayed'; order: OrderRow }
  /** The key was claimed for another order. */
  | { outcome: 'key_conflict' }
  | { outcome: 'not_found' }
  | { outcome: 'closed' };

/**
 * Points a bank-transfer order at its receipt and moves it to awaiting verification, in one
 * transaction. A verified order (or a card order) is closed. A receipt sent again before the
 * decision replaces the earlier one; one sent after a rejection starts a new round of review (the
 * rejection's reason is cleared). The caller removes the replaced file.
 */
export function attachReceipt(db: Db, receipt: ReceiptToAttach, now: Date = new Date()): ReceiptAttachment {
  return db.transaction((tx) => {
    const order = tx.select().from(listingOrders).where(eq(listingOrders.id, receipt.orderId)).get();
    if (!order) return { outcome: 'not_found' } as const;
    // The claim and the receipt row commit together: of uploads racing with one key, one stores.
    if (receipt.key && !claimReceiptKey(tx, receipt.key, order.id, now)) {
      const earlier = getOrderByReceiptKey(tx, receipt.key);
      return earlier?.id === order.id ? ({ outcome: 'replayed', order: earlier } as const) : ({ outcome: 'key_conflict' } as const);
    }
    const open = and(
      eq(listingOrders.id, order.id),
      eq(listingOrders.paymentMethod, 'banktransfer'),
      inArray(listingOrders.status, [...RECEIPT_OPEN_STATUSES]),
    );
    const changed = tx
      .update(listingOrders)
      .set({
        status: 'awaiting_verification',
        receiptPath: receipt.path,
        receiptMime: receipt.mime,
        receiptKey: receipt.key,
        rejectionReason: null,
        updatedAt: now,
      })
      .where(open)
      .run().changes;
    if (changed !== 1) {
      // Nothing stored: the key is not this upload's to keep, so a retry is refused the same way.
      if (receipt.key) tx.delete(receiptUploadKeys).where(eq(receiptUploadKeys.key, receipt.key)).run();
      return { outcome: 'closed' } as const;
    }
    const updated = tx.select().from(listingOrders).where(eq(listingOrders.id, order.id)).get() ?? order;
    // Each stored receipt writes once (keyed by its file); a replaced receipt is a new one to review.
    queueOrderEmails(tx, 'receipt_uploaded', updated, now, receipt.path);
    return { outcome: 'attached', order: updated, replacedPath: order.receiptPath } as const;
  });
}
