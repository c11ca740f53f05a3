/** Reads of listing orders for the admin and the payment endpoints. */
import { and, count, desc, eq, inArray, lt, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { Currency, PlanType } from '~/features/listings/plans/catalog';
import type { PaymentMethod } from '~/features/listings/checkout/schemas';
import { getEffectiveStatus, getLapseCutoff, LAPSING_STATUSES, OPEN_ORDER_STATUSES } from './status';
import type { AdminOrder, LapsedFilter } from './types';
import { getReceiptKind } from './receipt-file';
import type { Db } from '~/db/client';
import { listingOrders, receiptUploadKeys } from '~/db/schema';
import type { MailDb } from '~/features/mail/index.server';

type OrderRow = typeof listingOrders.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The admin's view of an order row; `now` decides expired and lapsed. */
export function buildAdminOrder(row: OrderRow, now: Date): AdminOrder {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
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
    status: getEffectiveStatus(row, now),
    hasReceipt: row.receiptPath !== null,
    receiptKind: row.receiptPath === null ? null : getReceiptKind(row.receiptMime),
    rejectionReason: row.rejectionReason,
    paidAt: iso(row.paidAt),
    activatedAt: iso(row.activatedAt),
    listingEndsAt: iso(row.listingEndsAt),
    locale: row.locale,
  };
}

/**
 * Orders still waiting for a payment after LAPSE_AFTER_MS, as of `now` (see getEffectiveStatus).
 * The unary + keeps SQLite off the status index: walking created_at backwards serves the newest
 * first without sorting every lapsed order before the LIMIT.
 */
function isLapsed(now: Date): SQL {
  return and(inArray(sql`+${listingOrders.status}`, [...LAPSING_STATUSES]), lte(listingOrders.createdAt, getLapseCutoff(now)))!;
}

export interface OrderListOptions {
  limit: number;
  /** An order id: continue after it (the previous page's last order). */
  before?: string | null;
  /** Lapsed orders are left out unless asked for ('include') or asked for alone ('only'). */
  lapsed: LapsedFilter;
  now: Date;
}

/** Orders newest first, lapsed ones left out by default. */
export function listOrders(db: Db, opts: OrderListOptions): { items: AdminOrder[]; nextCursor: string | null } {
  const where: (SQL | undefined)[] = [];
  if (opts.lapsed === 'exclude') where.push(not(isLapsed(opts.now)));
  if (opts.lapsed === 'only') where.push(isLapsed(opts.now));
  if (opts.before) {
    const anchor = db.select({ createdAt: listingOrders.createdAt, id: listingOrders.id }).from(listingOrders).where(eq(listingOrders.id, opts.before)).get();
    if (!anchor) return { items: [], nextCursor: null };
    where.push(or(lt(listingOrders.createdAt, anchor.createdAt), and(eq(listingOrders.createdAt, anchor.createdAt), lt(listingOrders.id, anchor.id))));
  }
  const rows = db
    .select()
    .from(listingOrders)
    .where(and(...where))
    .orderBy(desc(listingOrders.createdAt), desc(listingOrders.id))
    .limit(opts.limit + 1)
    .all();
  const items = rows.slice(0, opts.limit).map((r) => buildAdminOrder(r, opts.now));
  return { items, nextCursor: rows.length > opts.limit ? (items.at(-1)?.id ?? null) : null };
}

/** One order row, or null. */
export function getOrder(db: Db, id: string): OrderRow | null {
  return db.select().from(listingOrders).where(eq(listingOrders.id, id)).get() ?? null;
}

/** The order made by the request with this idempotency key, or null. */
export function getOrderByCreationKey(db: Db, key: string): OrderRow | null {
  return db.select().from(listingOrders).where(eq(listingOrders.creationKey, key)).get() ?? null;
}

/** The order a receipt upload with this idempotency key was stored for (its receipt may be replaced since), or null. */
export function getOrderByReceiptKey(db: MailDb, key: string): OrderRow | null {
  const claimed = db.select({ orderId: receiptUploadKeys.orderId }).from(receiptUploadKeys).where(eq(receiptUploadKeys.key, key)).get();
  return claimed ? (db.select().from(listingOrders).where(eq(listingOrders.id, claimed.orderId)).get() ?? null) : null;
}

/** The order paid through a Stripe Checkout Session, or null. */
export function getOrderBySessionId(db: Db, sessionId: string): OrderRow | null {
  return db.select().from(listingOrders).where(eq(listingOrders.stripeSessionId, sessionId)).get() ?? null;
}

/** Orders that wait for the admin (bank transfers to verify), for the dashboard stats. */
export function countOpenOrders(db: Db): number {
  const row = db
    .select({ n: count() })
    .from(listingOrders)
    .where(inArray(listingOrders.status, [...OPEN_ORDER_STATUSES]))
    .get();
  return row?.n ?? 0;
}
