/**
 * Receiving a bank-transfer receipt, shared by the JSON endpoint the island calls and the
 * bank-transfer page an HTML form posts to without JavaScript. Multipart fields: `receipt` (the
 * file), `orderId` (the order made when the screen was shown) and `idempotencyKey` (or an
 * Idempotency-Key header). A client without an order sends `planType` and `form` (JSON) instead,
 * and the order is made with its receipt in one step. A retried upload with the same key gets the
 * same order back, never a second one. Every refusal says why in the visitor's language and names
 * the order it could find, so a page can show the screen again with the message.
 */
import type { Db } from '~/db/client';
import { getOrder, getOrderByReceiptKey } from '~/features/listings/orders/orders.server';
import { pickStrings, useTranslations, type Locale, type Translate } from '~/i18n';
import { hitEmailLimit } from '~/features/listings/email-limit.server';
import { readLimitedFormData } from '~/platform/http/limited-body.server';
import { logError } from '~/platform/log/logger';
import { isIdempotencyKey, type BankTransferOrder } from './bank-order';
import { findOpenBankTransferOrder, isRowOpenForReceipt, toBankTransferOrder } from './bank-order.server';
import { cleanReceipt } from './receipt-clean.server';
import { RECEIPT_BODY_LIMIT, RECEIPT_MAX_BYTES, type ReceiptProblem } from './receipt-rules';
import { attachReceiptFile, createReceiptOrder, ReceiptKeyTaken, type ReceiptFile } from './receipt.server';
import { getFirstIssueMessage, planTypeSchema } from './request-schemas';
import { checkoutMessageKeys, makeCheckoutFormSchema, type CheckoutOrder } from './schemas';

export type ReceiptUploadResult =
  | { ok: true; order: BankTransferOrder; replayed: boolean }
  | {
      ok: false;
      status: number;
      error: string;
      problem: ReceiptProblem;
      /** The order the upload was for, when it is known and can still take a receipt. */
      order: BankTransferOrder | null;
      /** Reading stopped at the limit: the rest of the body may still be on its way. */
      bodyLeftUnread?: boolean;
      /** Refused by the per-email write limit: seconds until it lifts. */
      retryAfterSeconds?: number;
    };

export interface ReceiptUploadOptions {
  /** How much of the request is read at most (the page reads more than the endpoint). */
  bodyLimit?: number;
  /** The order named in the page's address, for a body too large to read its fields. */
  orderIdFromUrl?: string | null;
  now: Date;
}

/** The message of each refusal: the spec's 'Title - Text' form of the toast. */
function describeProblem(t: Translate, problem: ReceiptProblem): string {
  const keys = {
    size: ['bank.error.sizeTitle', 'bank.error.sizeText'],
    type: ['bank.error.typeTitle', 'bank.error.typeText'],
    pixels: ['bank.error.pixelsTitle', 'bank.error.pixelsText'],
    active: ['bank.error.activeTitle', 'bank.error.activeText'],
    unreadable: ['bank.error.unreadableTitle', 'bank.error.unreadableText'],
    closed: ['bank.error.closedTitle', 'bank.error.closedText'],
    unknown_order: ['bank.error.unknownOrderTitle', 'bank.error.unknownOrderText'],
    limited: ['bank.error.limitedTitle', 'bank.error.limitedText'],
    failed: ['bank.error.uploadTitle', 'bank.error.uploadText'],
  } as const;
  return keys[problem].map((key) => t(key)).join(' - ');
}

const STATUS_OF = { size: 413, type: 415, pixels: 422, active: 422, unreadable: 422, closed: 409, unknown_order: 404, limited: 429, failed: 400 } as const;

function parseJson(value: FormDataEntryValue | null): unknown {
  if (typeof value !== 'string') return null;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

/** Reads, checks, cleans and stores one receipt upload. */
export async function receiveReceiptUpload(db: Db, request: Request, locale: Locale, options: ReceiptUploadOptions): Promise<ReceiptUploadResult> {
  const { now } = options;
  const t = useTranslations(locale);
  let order: BankTransferOrder | null = findOpenBankTransferOrder(db, options.orderIdFromUrl, now);
  const refuse = (problem: ReceiptProblem, error = describeProblem(t, problem), status: number = STATUS_OF[problem]) =>
    ({ ok: false, status, error, problem, order }) as const;
  if (!request.headers.get('content-type')?.toLowerCase().startsWith('multipart/form-data'))
    return refuse('failed', 'The request must be multipart/form-data', 415);
  const posted = await readLimitedFormData(request, options.bodyLimit ?? RECEIPT_BODY_LIMIT);
  if (!posted.ok) {
    if (posted.reason === 'too_large') return { ...refuse('size'), bodyLeftUnread: true };
    return refuse('failed', posted.reason === 'aborted' ? 'The upload was interrupted' : 'The upload could not be read');
  }
  const { data } = posted;
  const key = data.get('idempotencyKey') ?? request.headers.get('idempotency-key');
  if (key !== null && !isIdempotencyKey(key)) return refuse('failed', t('bank.api.badKey'));
  const orderId = data.get('orderId');
  if (orderId !== null) order = findOpenBankTransferOrder(db, orderId, now);

  // The same upload again (a retry after a lost answer): the order it made or filled, once.
  const earlier = key ? getOrderByReceiptKey(db, key) : null;
  if (earlier) {
    if (orderId !== null && earlier.id !== orderId) return refuse('failed', t('bank.api.keyConflict'), 409);
    return { ok: true, order: toBankTransferOrder(earlier, now), replayed: true };
  }
  let draft: CheckoutOrder | null = null;
  let email: string;
  if (orderId !== null) {
    const row = typeof orderId === 'string' ? getOrder(db, orderId) : null;
    if (!row || row.paymentMethod !== 'banktransfer') return refuse('unknown_order');
    if (!isRowOpenForReceipt(row)) return refuse('closed');
    email = row.email;
  } else {
    const planType = planTypeSchema.safeParse(data.get('planType'));
    if (!planType.success) return refuse('failed', getFirstIssueMessage(planType.error));
    const raw = parseJson(data.get('form'));
    if (typeof raw !== 'object' || raw === null) return refuse('failed', t('bank.api.badForm'));
    const form = makeCheckoutFormSchema(pickStrings(locale, checkoutMessageKeys)).safeParse(raw);
    if (!form.success) return refuse('failed', `${t('bank.api.badForm')}: ${getFirstIssueMessage(form.error)}`);
    if (form.data.paymentMethod !== 'banktransfer') return refuse('failed', t('bank.api.bankOnly'));
    draft = { planType: planType.data, form: form.data };
    email = form.data.email;
  }
  const emailLimit = hitEmailLimit(db, 'receipt', email, locale, now);
  if (!emailLimit.ok) return { ...refuse('limited', emailLimit.message), retryAfterSeconds: emailLimit.retryAfterSeconds };

  const file = data.get('receipt');
  if (!(file instanceof File) || file.size === 0) return refuse('failed', t('bank.api.noFile'));
  if (file.size > RECEIPT_MAX_BYTES) return refuse('size');
  const cleaned = await cleanReceipt(new Uint8Array(await file.arrayBuffer()));
  if (!cleaned.ok) return refuse(cleaned.problem);
  return storeReceipt(db, cleaned, { orderId: typeof orderId === 'string' ? orderId : null, draft, key, locale, now }, refuse);
}

interface StoreTarget {
  orderId: string | null;
  draft: CheckoutOrder | null;
  key: string | null;
  locale: Locale;
  now: Date;
}

async function storeReceipt(
  db: Db,
  receipt: ReceiptFile,
  target: StoreTarget,
  refuse: (problem: ReceiptProblem, error?: string, status?: number) => ReceiptUploadResult,
): Promise<ReceiptUploadResult> {
  const { key, now } = target;
  try {
    let id: string;
    if (target.orderId) {
      const attached = await attachReceiptFile(db, target.orderId, receipt, key, now);
      // Another upload with this key (a retry racing this one) stored its receipt first: answer as its replay.
      if (attached.outcome === 'replayed') return { ok: true, order: toBankTransferOrder(attached.order, now), replayed: true };
      if (attached.outcome === 'key_conflict') return refuse('failed', useTranslations(target.locale)('bank.api.keyConflict'), 409);
      if (attached.outcome !== 'attached') return refuse(attached.outcome === 'closed' ? 'closed' : 'unknown_order');
      id = attached.order.id;
    } else if (target.draft) {
      id = await createReceiptOrder(db, { ...target.draft, locale: target.locale, receipt, key, now });
    } else return refuse('failed');
    const row = getOrder(db, id);
    if (!row) throw new Error(`order ${id} vanished after its receipt was stored`);
    return { ok: true, order: toBankTransferOrder(row, now), replayed: false };
  } catch (error) {
    // The same key was stored by a request that ran alongside this one: answer as its replay.
    const raced = error instanceof ReceiptKeyTaken && key ? getOrderByReceiptKey(db, key) : null;
    if (raced) return { ok: true, order: toBankTransferOrder(raced, now), replayed: true };
    logError('receipt_store_failed', error);
    return refuse('failed', useTranslations(target.locale)('bank.api.storeFailed'), 503);
  }
}
