/**
 * Creating and reading bank-transfer orders for the screen that shows them: POST
 * /api/bank-transfer/order (the island, when the screen is first shown) and the checkout page a
 * form is posted to without JavaScript. Both send an idempotency key, so showing the screen again,
 * or a browser resending the form, returns the same order instead of making another.
 */
import { z } from 'zod';
import type { Db } from '~/db/client';
import { getOrder, getOrderByCreationKey } from '~/features/listings/orders/orders.server';
import { createBankTransferOrder } from '~/features/listings/orders/bank-order-writes.server';
import type { listingOrders } from '~/db/schema';
import { pickStrings, useTranslations, type Locale } from '~/i18n';
import { hitEmailLimit } from '~/features/listings/email-limit.server';
import { getEffectiveStatus, RECEIPT_OPEN_STATUSES } from '~/features/listings/orders/status';
import type { Currency, PlanType } from '~/features/listings/plans/catalog';
import { isIdempotencyKey, isOrderReusableForCheckout, makeIdempotencyKey, type BankTransferOrder } from './bank-order';
import { tieOrderToRenewal } from './renewal.server';
import { getFirstIssueMessage, planTypeSchema } from './request-schemas';
import { checkoutMessageKeys, makeCheckoutFormSchema, type CheckoutForm } from './schemas';

type OrderRow = typeof listingOrders.$inferSelect;

/** The screen's view of an order row, with its status as of `now`. */
export function toBankTransferOrder(row: OrderRow, now: Date): BankTransferOrder {
  return {
    orderId: row.id,
    orderNumber: row.orderNumber ?? '',
    planType: row.planType as PlanType,
    currency: row.currency as Currency,
    amount: row.amount,
    status: getEffectiveStatus(row, now),
  };
}

/**
 * True when a row is a bank-transfer order that can still take a receipt. Its stored status
 * decides, not lapse: a business that pays late may still send its receipt.
 */
export function isRowOpenForReceipt(row: OrderRow): boolean {
  return row.paymentMethod === 'banktransfer' && row.orderNumber !== null && (RECEIPT_OPEN_STATUSES as readonly string[]).includes(row.status);
}

/** A bank-transfer order that can still take a receipt, by id; null for any other (or none). */
export function findOpenBankTransferOrder(db: Db, id: unknown, now: Date): BankTransferOrder | null {
  if (!z.uuid().safeParse(id).success) return null;
  const row = getOrder(db, id as string);
  return row && isRowOpenForReceipt(row) ? toBankTransferOrder(row, now) : null;
}

export type BankOrderRequestResult =
  { ok: true; created: boolean; order: BankTransferOrder } | { ok: false; status: number; error: string; retryAfterSeconds?: number };

/** POST /api/bank-transfer/order body: the plan, the checkout form, and the client's idempotency key. */
const bankOrderRequestSchema = z.object({
  planType: planTypeSchema,
  form: z.record(z.string(), z.unknown(), { error: 'form must be the checkout form as an object' }),
  idempotencyKey: z.string({ error: 'idempotencyKey must be a string' }).optional(),
  /** Issue 17: the renewal link's token, when the order renews a listing (checked here). */
  renewToken: z.string({ error: 'renewToken must be a string' }).max(100, { error: 'renewToken is too long' }).nullish(),
});

/**
 * Checks a request to create the order (JSON already parsed) and creates it, or returns the order
 * the same key made before: 201 new, 200 the same again, 409 the key was used for another order.
 */
export function handleBankOrderRequest(db: Db, body: unknown, headerKey: string | null, lang: Locale, now: Date): BankOrderRequestResult {
  const t = useTranslations(lang);
  const envelope = bankOrderRequestSchema.safeParse(body);
  if (!envelope.success) return { ok: false, status: 400, error: getFirstIssueMessage(envelope.error) };
  const key = envelope.data.idempotencyKey ?? headerKey;
  if (!isIdempotencyKey(key)) return { ok: false, status: 400, error: t('bank.api.badKey') };
  const form = makeCheckoutFormSchema(pickStrings(lang, checkoutMessageKeys)).safeParse(envelope.data.form);
  if (!form.success) return { ok: false, status: 400, error: `${t('bank.api.badForm')}: ${getFirstIssueMessage(form.error)}` };
  if (form.data.paymentMethod !== 'banktransfer') return { ok: false, status: 400, error: t('bank.api.bankOnly') };
  // Only a new order counts for the email's checkout limit: showing the screen again does not.
  if (!getOrderByCreationKey(db, key)) {
    const emailLimit = hitEmailLimit(db, 'checkout', form.data.email, lang, now);
    if (!emailLimit.ok) return { ok: false, status: 429, error: emailLimit.message, retryAfterSeconds: emailLimit.retryAfterSeconds };
  }
  const renewal = tieOrderToRenewal(db, envelope.data.renewToken, envelope.data.planType, lang, now);
  if (!renewal.ok) return { ok: false, status: 400, error: renewal.error };
  const result = createBankTransferOrder(db, {
    planType: envelope.data.planType,
    form: form.data,
    locale: lang,
    creationKey: key,
    renewsListingId: renewal.renewsListingId,
    now,
  });
  if (result.outcome === 'conflict') return { ok: false, status: 409, error: t('bank.api.keyConflict') };
  return { ok: true, created: result.outcome === 'created', order: toBankTransferOrder(result.order, now) };
}

/**
 * The order for a checkout form posted without JavaScript: `postedKey` is the hidden orderKey of
 * the form, so a resent form finds its order. A key that is missing, malformed, or already used
 * for other details (the visitor went back and changed the form) gets a fresh order.
 */
export function createBankOrderForPage(
  db: Db,
  planType: PlanType,
  form: CheckoutForm,
  lang: Locale,
  postedKey: unknown,
  now: Date,
  renewsListingId: string | null = null,
): BankTransferOrder {
  let key = isIdempotencyKey(postedKey) ? postedKey : makeIdempotencyKey();
  // At most one retry is ever needed; the third round only guards against a loop.
  for (let round = 0; round < 3; round++) {
    const result = createBankTransferOrder(db, { planType, form, locale: lang, creationKey: key, renewsListingId, now });
    if (result.outcome !== 'conflict') {
      const order = toBankTransferOrder(result.order, now);
      // A replayed key whose order was decided or lapsed meanwhile: this visitor is buying again.
      if (isOrderReusableForCheckout(order.status)) return order;
    }
    key = makeIdempotencyKey();
  }
  throw new Error('no open bank-transfer order after three fresh keys');
}
