/**
 * Writes of listing orders. Every change of status is one conditional UPDATE inside a
 * transaction (`… WHERE status = 'pending'`), so a replayed webhook, the success page and the
 * webhook racing each other, or two admins clicking at once change an order exactly once.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { CheckoutForm } from '../../lib/checkout/schemas';
import { getListingEnd } from '../../lib/orders/listing-period';
import type { OrderStatus } from '../../lib/orders/status';
import type { Currency, PlanType } from '../../lib/plans/catalog';
import type { Db } from '../client';
import { listingOrders } from '../schema';

export interface NewOrder {
  planType: PlanType;
  /** Whole currency units, taken from the plan catalog. */
  amount: number;
  currency: Currency;
  form: CheckoutForm;
  status: Extract<OrderStatus, 'pending' | 'awaiting_verification'>;
  locale: string;
  receipt?: { path: string; mime: string };
  /** Lets the caller name the order (the receipt file is written under this id first). */
  id?: string;
}

/** Creates an order and returns its id. */
export function createOrder(db: Db, order: NewOrder): string {
  const id = order.id ?? randomUUID();
  const { form } = order;
  db.insert(listingOrders)
    .values({
      id,
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
  return db.transaction((tx) => {
    let order = tx.select().from(listingOrders).where(eq(listingOrders.stripeSessionId, session.sessionId)).get();
    if (!order && session.orderId) {
      // The success page or webhook can in theory arrive before the session id was stored.
      order = tx.select().from(listingOrders).where(and(eq(listingOrders.id, session.orderId), isNull(listingOrders.stripeSessionId))).get();
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
    return changed === 1 ? 'activated' : 'already_done';
  });
}

export type AdminDecision = 'done' | 'not_found' | 'wrong_status';

type OrderRow = typeof listingOrders.$inferSelect;

/** Applies an admin decision to an order that awaits verification, in one transaction. */
function decideAwaiting(db: Db, id: string, makeChanges: (order: OrderRow) => Partial<typeof listingOrders.$inferInsert>): AdminDecision {
  return db.transaction((tx) => {
    const order = tx.select().from(listingOrders).where(eq(listingOrders.id, id)).get();
    if (!order) return 'not_found';
    const changed = tx
      .update(listingOrders)
      .set(makeChanges(order))
      .where(and(eq(listingOrders.id, id), eq(listingOrders.status, 'awaiting_verification')))
      .run().changes;
    return changed === 1 ? 'done' : 'wrong_status';
  });
}

/** Confirms a bank transfer: the order is paid and the listing active for the plan's period. */
export function verifyBankTransfer(db: Db, id: string, now: Date = new Date()): AdminDecision {
  return decideAwaiting(db, id, (order) => ({
    status: 'active',
    paidAt: now,
    activatedAt: now,
    listingEndsAt: getListingEnd(order.planType as PlanType, now),
    updatedAt: now,
  }));
}

/** Refuses a bank transfer with a reason shown to the admin. */
export function rejectBankTransfer(db: Db, id: string, reason: string, now: Date = new Date()): AdminDecision {
  return decideAwaiting(db, id, () => ({ status: 'rejected', rejectionReason: reason, updatedAt: now }));
}
