/**
 * A bank-transfer order as the bank-transfer screen knows it (issue 14, item 15): made when the
 * screen is first shown, it carries the order number the business quotes with its transfer. Runs
 * in the browser and on the server.
 */
import { CHECKOUT_REUSABLE_STATUSES } from '~/features/listings/orders/status';
import type { Currency, PlanType } from '~/features/listings/plans/catalog';

/** What the screen needs of an order: never the business's details, which it does not show again. */
export interface BankTransferOrder {
  orderId: string;
  orderNumber: string;
  planType: PlanType;
  currency: Currency;
  amount: number;
  /** 'awaiting_payment' until a receipt arrives, then 'awaiting_verification'. */
  status: string;
}

/** An idempotency key as clients send it: a UUID, or 16 to 100 letters, digits, '-' and '_'. */
const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;

/** True for a usable idempotency key. */
export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === 'string' && IDEMPOTENCY_KEY_PATTERN.test(value);
}

/**
 * A new random idempotency key (128 bits as 32 hex digits). getRandomValues, unlike randomUUID,
 * also exists on a site served over plain http from an address other than localhost.
 */
export function makeIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** True when a checkout sent again with the same key gets this order back (else it makes a new one). */
export function isOrderReusableForCheckout(status: string): boolean {
  return (CHECKOUT_REUSABLE_STATUSES as readonly string[]).includes(status);
}
