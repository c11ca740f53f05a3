/** Order statuses and how they read for the admin. */

export const orderStatuses = ['pending', 'paid', 'awaiting_verification', 'active', 'rejected', 'expired'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** True when a value is a known status. */
export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (orderStatuses as readonly string[]).includes(value);
}

/**
 * The status to show: an active listing whose period is over reads as expired. Computed on read,
 * so no background job is needed to expire listings.
 */
export function getEffectiveStatus(stored: string, listingEndsAt: Date | null, now: Date = new Date()): OrderStatus {
  const status = isOrderStatus(stored) ? stored : 'pending';
  if (status === 'active' && listingEndsAt && listingEndsAt.getTime() <= now.getTime()) return 'expired';
  return status;
}

/** Statuses that wait for the admin (the stats' open orders). */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ['awaiting_verification', 'paid'];
