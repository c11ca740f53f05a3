/** Order statuses and how they read for the admin. */

/**
 * Stored statuses, and the two that are only ever computed on read: `expired` (an active listing
 * past its period) and `lapsed` (an order never paid within LAPSE_AFTER_MS).
 */
const orderStatuses = ['pending', 'awaiting_payment', 'paid', 'awaiting_verification', 'active', 'rejected', 'expired', 'lapsed'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** True when a value is a known status. */
export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (orderStatuses as readonly string[]).includes(value);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long an order may wait for its payment: a card checkout left at Stripe's page (`pending`) or
 * a bank transfer never paid (`awaiting_payment`). After that it is lapsed and leaves the admin's
 * default view, so abandoned or junk orders clear themselves without a background job.
 */
export const LAPSE_AFTER_MS = 14 * DAY_MS;

/** Stored statuses that lapse with age: nothing verified a payment yet. */
export const LAPSING_STATUSES = ['pending', 'awaiting_payment'] as const;

/** Orders created at or before this instant are lapsed (when still in a lapsing status). */
export function getLapseCutoff(now: Date): Date {
  return new Date(now.getTime() - LAPSE_AFTER_MS);
}

/** The stored facts the shown status is computed from. */
export interface StatusFacts {
  status: string;
  listingEndsAt: Date | null;
  createdAt: Date;
}

/**
 * The status to show, computed on read with the caller's clock: an active listing whose period is
 * over reads as expired, an order still waiting for its payment after 14 days as lapsed.
 */
export function getEffectiveStatus(order: StatusFacts, now: Date): OrderStatus {
  const status = isOrderStatus(order.status) ? order.status : 'pending';
  if (status === 'active' && order.listingEndsAt && order.listingEndsAt.getTime() <= now.getTime()) return 'expired';
  if ((LAPSING_STATUSES as readonly string[]).includes(status) && order.createdAt.getTime() <= getLapseCutoff(now).getTime()) return 'lapsed';
  return status;
}

/** Statuses that wait for the admin (the stats' open orders). */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ['awaiting_verification', 'paid'];

/** Bank-transfer statuses an admin can still decide on: paid at the bank (with or without a receipt). */
export const DECIDABLE_STATUSES = ['awaiting_payment', 'awaiting_verification'] as const;

/**
 * Statuses in which a receipt may still be attached (or replaced) by the customer: before the
 * admin's decision, and after a rejection (a new receipt for the same order goes back to review).
 */
export const RECEIPT_OPEN_STATUSES = [...DECIDABLE_STATUSES, 'rejected'] as const;

/**
 * Statuses in which an order made by a checkout is handed back to the same checkout sent again (the
 * same idempotency key): still waiting for its payment or its decision. A rejected order is reached
 * through its own link (the rejection email), not by buying again. The same list as DECIDABLE_STATUSES
 * today, named apart because the two rules could part.
 * @alias
 */
export const CHECKOUT_REUSABLE_STATUSES = DECIDABLE_STATUSES;
