/**
 * Writes of listing orders. Every change of status is one conditional UPDATE inside a
 * transaction (`… WHERE status = 'pending'`), so a replayed webhook, the success page and the
 * webhook racing each other, or two admins clicking at once change an order exactly once.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { CheckoutForm } from '~/features/listings/checkout/schemas';
import { getListingEnd } from './listing-period';
import { makeOrderNumber } from './order-number';
import { DECIDABLE_STATUSES, type OrderStatus } from './status';
import type { Currency, PlanType } from '~/features/listings/plans/catalog';
import type { Db } from '~/db/client';
import { listingOrders, receiptUploadKeys } from '~/db/schema';
import { queueOrderEmails, type MailDb } from '~/features/mail/index.server';
import type { ListingKind } from '~/features/listings/lifecycle/listing-status';
import { applyPaidOrder } from '~/features/listings/lifecycle/paid-order.server';
import { purgeListingPages } from '~/features/listings/lifecycle/partner.server';

export interface NewOrder {
  planType: PlanType;
  /** Whole currency units, taken from the plan catalog. */
  amount: number;
  currency: Currency;
  form: CheckoutForm;
  status: Extract<OrderStatus, 'pending' | 'awaiting_payment' | 'awaiting_verification'>;
  locale: string;
  receipt?: { path: string; mime: string; key: string | null };
  /** The client's idempotency key for creating this order (see createBankTransferOrder). */
  creationKey?: string;
  /** The server clock: the order's creation time and the emails it queues (the system clock when absent). */
  now?: Date;
  /** The listing a checked renewal link ties this order to (see checkout/renewal.server.ts). */
  renewsListingId?: string | null;
}

/** True when an insert failed on the unique index of `column` of listing_orders. */
export function isUniqueViolation(error: unknown, column: string): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  return e?.code === 'SQLITE_CONSTRAINT_UNIQUE' && typeof e.message === 'string' && e.message.includes(`listing_orders.${column}`);
}

/**
 * Claims a receipt upload's idempotency key for an order inside the caller's transaction: true when
 * this call inserted it, false when it was there (whoever inserted it stored that upload's receipt).
 */
export function claimReceiptKey(tx: MailDb, key: string, orderId: string, now: Date): boolean {
  return tx.insert(receiptUploadKeys).values({ key, orderId, createdAt: now }).onConflictDoNothing().run().changes === 1;
}

/** A receipt upload's idempotency key was claimed by another request (a retry or a race). */
export class ReceiptKeyTaken extends Error {}

/**
 * Creates an order with a fresh order number and returns its id and number. `drawNumber` is
 * replaceable for tests of the repeat below.
 */
export function createOrder(db: Db, order: NewOrder, drawNumber: () => string = () => makeOrderNumber(randomInt)): { id: string; orderNumber: string } {
  // A repeated random number is refused by the unique index; draw again (rare: 31^5 numbers).
  for (let attempt = 1; ; attempt++) {
    const orderNumber = drawNumber();
    try {
      return { id: db.transaction((tx) => insertOrderWithEmails(tx, order, orderNumber)), orderNumber };
    } catch (error) {
      if (attempt >= 5 || !isUniqueViolation(error, 'order_number')) throw error;
    }
  }
}

/**
 * Inserts the order and, in the same transaction, the emails its creation sends: a bank transfer
 * awaiting payment gets its bank details, one created with its receipt gets the receipt's emails.
 * A card order (pending) writes when Stripe says it is paid (activatePaidOrder), not before.
 */
function insertOrderWithEmails(tx: MailDb, order: NewOrder, orderNumber: string): string {
  const id = insertOrder(tx, order, orderNumber);
  const now = order.now ?? new Date();
  const key = order.receipt?.key;
  if (key && !claimReceiptKey(tx, key, id, now)) throw new ReceiptKeyTaken(); // rolls the order back
  const row = tx.select().from(listingOrders).where(eq(listingOrders.id, id)).get();
  if (row?.status === 'awaiting_payment') queueOrderEmails(tx, 'bank_order_created', row, now);
  if (row?.status === 'awaiting_verification') queueOrderEmails(tx, 'receipt_uploaded', row, now, row.receiptPath ?? '');
  return id;
}

function insertOrder(db: MailDb, order: NewOrder, orderNumber: string): string {
  const id = randomUUID();
  const { form } = order;
  db.insert(listingOrders)
    .values({
      id,
      orderNumber,
      creationKey: order.creationKey ?? null,
      planType: order.planType,
      amount: order.amount,
      currency: order.currency,
      paymentMethod: form.paymentMethod,
      status: order.status,
      businessName: form.businessName,
      contactName: form.contactName,
      email: form.email,
      phone: form.phone,
      billingAddress: form.billingAddress,
      city: form.city,
      postalCode: form.postalCode || null,
      locale: order.locale,
      receiptPath: order.receipt?.path ?? null,
      receiptMime: order.receipt?.mime ?? null,
      receiptKey: order.receipt?.key ?? null,
      renewsListingId: order.renewsListingId ?? null,
      ...(order.now ? { createdAt: order.now, updatedAt: order.now } : {}),
    })
    .run();
  return id;
}

/** Records the Stripe Checkout Session of a pending order; false when the order already has one. */
export function attachStripeSession(db: Db, orderId: string, sessionId: string): boolean {
  return (
    db
      .update(listingOrders)
      .set({ stripeSessionId: sessionId, updatedAt: new Date() })
      .where(and(eq(listingOrders.id, orderId), isNull(listingOrders.stripeSessionId)))
      .run().changes > 0
  );
}

/** What Stripe says about a paid Checkout Session. */
export interface PaidSession {
  sessionId: string;
  /** The order id from the session's metadata or client_reference_id. */
  orderId: string | null;
  /** In the smallest currency unit (cents). */
  amountTotal: number | null;
  currency: string | null;
}

export type ActivationResult = 'activated' | 'already_done' | 'not_found' | 'mismatch';

/** Marks the order of a paid session paid and its listing active for the plan's period, once. */
export function activatePaidOrder(db: Db, session: PaidSession, now: Date = new Date()): ActivationResult {
  let purge: ListingKind[] = [];
  const result = db.transaction((tx): ActivationResult => {
    let order = tx.select().from(listingOrders).where(eq(listingOrders.stripeSessionId, session.sessionId)).get();
    if (!order && session.orderId) {
      // The success page or webhook can in theory arrive before the session id was stored.
      order = tx
        .select()
        .from(listingOrders)
        .where(and(eq(listingOrders.id, session.orderId), isNull(listingOrders.stripeSessionId)))
        .get();
    }
    if (!order) return 'not_found';
    if (order.status !== 'pending') return 'already_done';
    // Never activate for a payment of another amount or currency than the order's.
    if (session.amountTotal !== order.amount * 100 || session.currency?.toLowerCase() !== order.currency.toLowerCase()) return 'mismatch';
    const changed = tx
      .update(listingOrders)
      .set({
        status: 'active',
        stripeSessionId: session.sessionId,
        paidAt: now,
        activatedAt: now,
        listingEndsAt: getListingEnd(order.planType as PlanType, now),
        updatedAt: now,
      })
      .where(and(eq(listingOrders.id, order.id), eq(listingOrders.status, 'pending')))
      .run().changes;
    if (changed !== 1) return 'already_done';
    purge = fulfilActiveOrder(tx, order.id, 'card_paid', now);
    return 'activated';
  });
  purgeListingPages(purge);
  return result;
}

/**
 * Inside the transaction that made an order active: opens or renews its listing and queues the
 * buyer's confirmation (with the editor link, or the renewed end) and the admins' mail. Returns
 * the kinds whose pages to purge after the commit.
 */
function fulfilActiveOrder(tx: MailDb, orderId: string, event: 'card_paid' | 'verified', now: Date): ListingKind[] {
  const active = tx.select().from(listingOrders).where(eq(listingOrders.id, orderId)).get();
  if (!active) return [];
  const outcome = applyPaidOrder(tx, active, now);
  // Read again: a renewal moved the order's end to the listing's new end.
  const row = tx.select().from(listingOrders).where(eq(listingOrders.id, orderId)).get() ?? active;
  queueOrderEmails(tx, event, row, now, '', { editorToken: outcome.editorToken, renewedUntil: outcome.renewedUntil?.getTime() ?? null });
  return outcome.purge;
}

export type AdminDecision = 'done' | 'not_found' | 'wrong_status';

type OrderRow = typeof listingOrders.$inferSelect;

/** Names the receipt round of an order: its current receipt file (each upload stores a new one), or none yet. */
function getReceiptRound(order: Pick<OrderRow, 'receiptPath'>): string {
  return order.receiptPath ?? 'no-receipt';
}

/**
 * Applies an admin decision to a bank transfer still open for one, in one transaction: awaiting
 * verification (a receipt came), or awaiting payment (the admin found the transfer by its order
 * number on the bank statement without a receipt).
 */
function decideAwaiting(
  db: Db,
  id: string,
  event: 'verified' | 'rejected',
  now: Date,
  makeChanges: (order: OrderRow) => Partial<typeof listingOrders.$inferInsert>,
): AdminDecision {
  let purge: ListingKind[] = [];
  const result = db.transaction((tx): AdminDecision => {
    const order = tx.select().from(listingOrders).where(eq(listingOrders.id, id)).get();
    if (!order) return 'not_found';
    const changed = tx
      .update(listingOrders)
      .set(makeChanges(order))
      .where(and(eq(listingOrders.id, id), inArray(listingOrders.status, [...DECIDABLE_STATUSES])))
      .run().changes;
    if (changed !== 1) return 'wrong_status';
    if (event === 'verified') {
      purge = fulfilActiveOrder(tx, id, 'verified', now);
      return 'done';
    }
    const decided = tx.select().from(listingOrders).where(eq(listingOrders.id, id)).get();
    // A rejection is keyed by the receipt it refused: after a new receipt, a second rejection writes again.
    if (decided) queueOrderEmails(tx, event, decided, now, getReceiptRound(decided));
    return 'done';
  });
  purgeListingPages(purge);
  return result;
}

/** Confirms a bank transfer: the order is paid and the listing active for the plan's period. */
export function verifyBankTransfer(db: Db, id: string, now: Date = new Date()): AdminDecision {
  return decideAwaiting(db, id, 'verified', now, (order) => ({
    status: 'active',
    paidAt: now,
    activatedAt: now,
    listingEndsAt: getListingEnd(order.planType as PlanType, now),
    updatedAt: now,
  }));
}

/** Refuses a bank transfer with a reason shown to the admin. */
export function rejectBankTransfer(db: Db, id: string, reason: string, now: Date = new Date()): AdminDecision {
  return decideAwaiting(db, id, 'rejected', now, () => ({ status: 'rejected', rejectionReason: reason, updatedAt: now }));
}
