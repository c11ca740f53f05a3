/** Reads of listing orders for the admin and the payment endpoints. */
import { and, count, desc, eq, inArray, lt, or } from 'drizzle-orm';
import type { Currency, PlanType } from '../../lib/plans/catalog';
import type { PaymentMethod } from '../../lib/checkout/schemas';
import { getEffectiveStatus, OPEN_ORDER_STATUSES } from '../../lib/orders/status';
import type { AdminOrder } from '../../lib/orders/types';
import type { Db } from '../client';
import { listingOrders } from '../schema';

type OrderRow = typeof listingOrders.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The admin's view of an order row. */
export function buildAdminOrder(row: OrderRow, now: Date = new Date()): AdminOrder {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    planType: row.planType as PlanType,
    businessName: row.businessName,
    contactName: row.contactName,
    email: row.email,
    phone: row.phone,
    billingAddress: row.billingAddress,
    city: row.city,
    postalCode: row.postalCode,
    amount: row.amount,
    currency: row.currency as Currency,
    paymentMethod: row.paymentMethod as PaymentMethod,
    status: getEffectiveStatus(row.status, row.listingEndsAt, now),
    hasReceipt: row.receiptPath !== null,
    rejectionReason: row.rejectionReason,
    paidAt: iso(row.paidAt),
    activatedAt: iso(row.activatedAt),
    listingEndsAt: iso(row.listingEndsAt),
    locale: row.locale,
  };
}

/** Orders newest first; `before` (an order id) continues a previous page. */
export function listOrders(db: Db, opts: { limit: number; before?: string | null }): { items: AdminOrder[]; nextCursor: string | null } {
  let where;
  if (opts.before) {
    const anchor = db.select({ createdAt: listingOrders.createdAt, id: listingOrders.id }).from(listingOrders).where(eq(listingOrders.id, opts.before)).get();
    if (!anchor) return { items: [], nextCursor: null };
    where = or(lt(listingOrders.createdAt, anchor.createdAt), and(eq(listingOrders.createdAt, anchor.createdAt), lt(listingOrders.id, anchor.id)));
  }
  const rows = db.select().from(listingOrders).where(where).orderBy(desc(listingOrders.createdAt), desc(listingOrders.id)).limit(opts.limit + 1).all();
  const now = new Date();
  const items = rows.slice(0, opts.limit).map((r) => buildAdminOrder(r, now));
  return { items, nextCursor: rows.length > opts.limit ? (items.at(-1)?.id ?? null) : null };
}

/** One order row, or null. */
export function getOrder(db: Db, id: string): OrderRow | null {
  return db.select().from(listingOrders).where(eq(listingOrders.id, id)).get() ?? null;
}

/** The order paid through a Stripe Checkout Session, or null. */
export function getOrderBySessionId(db: Db, sessionId: string): OrderRow | null {
  return db.select().from(listingOrders).where(eq(listingOrders.stripeSessionId, sessionId)).get() ?? null;
}

/** Orders that wait for the admin (bank transfers to verify), for the dashboard stats. */
export function countOpenOrders(db: Db): number {
  const row = db.select({ n: count() }).from(listingOrders).where(inArray(listingOrders.status, [...OPEN_ORDER_STATUSES])).get();
  return row?.n ?? 0;
}

