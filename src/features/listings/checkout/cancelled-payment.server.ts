/**
 * Back from Stripe's hosted page without paying (its cancel link carries `?cancelled=<order id>`): the
 * checkout says "Payment cancelled — you were not charged" and shows the form as it was sent, so nothing
 * is typed twice, with or without JavaScript. The order's random id is the key; it works only for an
 * unpaid card order of that plan made within the last two hours, so an old or shared address shows an
 * empty form, and a paid one never claims "not charged".
 */
import type { Db } from '~/db/client';
import { getOrder } from '~/features/listings/orders/orders.server';
import type { PlanType } from '~/features/listings/plans/catalog';
import { readOrderForm } from './order-form';
import type { CheckoutFormInput } from './schemas';

/** How long after the order its cancel link still fills the form in. */
const CANCEL_WINDOW_MS = 2 * 60 * 60 * 1000;

/** The form of a card order cancelled at Stripe, or null when the link does not name one (see above). */
export function readCancelledPayment(db: Db, orderId: string | null, planType: PlanType, now: Date): CheckoutFormInput | null {
  if (!orderId || !/^[0-9a-f-]{36}$/.test(orderId)) return null;
  const order = getOrder(db, orderId);
  if (!order || order.paymentMethod !== 'creditcard' || order.planType !== planType || order.status !== 'pending' || order.paidAt) return null;
  const age = now.getTime() - order.createdAt.getTime();
  if (age < 0 || age > CANCEL_WINDOW_MS) return null;
  return { ...readOrderForm(order), currency: 'USD', paymentMethod: 'creditcard' };
}
