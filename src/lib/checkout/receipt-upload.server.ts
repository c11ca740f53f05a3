/**
 * Receiving a bank-transfer receipt (multipart: receipt, form as JSON, planType), shared by the JSON
 * endpoint the island calls and the bank-transfer page an HTML form posts to without JavaScript.
 * Every refusal says why in the visitor's language and keeps the order it could read, so a page can
 * show the screen again with the message.
 */
import { getDb } from '../../db/client';
import { pickStrings, useTranslations, type Locale } from '../../i18n';
import { hitEmailLimit } from '../http/email-limit.server';
import { readLimitedFormData } from '../http/limited-body.server';
import { logError } from '../log/logger';
import { createReceiptOrder, detectReceiptType } from './receipt.server';
import { RECEIPT_BODY_LIMIT, RECEIPT_MAX_BYTES, type ReceiptProblem } from './receipt-rules';
import { getFirstIssueMessage, planTypeSchema } from './request-schemas';
import { checkoutMessageKeys, makeCheckoutFormSchema, type CheckoutOrder } from './schemas';

export type ReceiptUploadResult =
  | { ok: true; orderId: string }
  | {
      ok: false;
      status: number;
      error: string;
      problem: ReceiptProblem;
      /** The order as posted, when it could be read and is valid. */
      order: CheckoutOrder | null;
      /** Reading stopped at the limit: the rest of the body may still be on its way. */
      bodyLeftUnread?: boolean;
      /** Refused by the per-email write limit: seconds until it lifts. */
      retryAfterSeconds?: number;
    };

function parseJson(value: FormDataEntryValue | null): unknown {
  if (typeof value !== 'string') return null;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

/**
 * Reads, checks and stores one receipt upload; creates the order awaiting verification on success.
 * `bodyLimit` is how much of the request is read at most (the page reads more than the endpoint).
 */
export async function receiveReceiptUpload(request: Request, locale: Locale, bodyLimit = RECEIPT_BODY_LIMIT): Promise<ReceiptUploadResult> {
  const t = useTranslations(locale);
  const refuse = (status: number, error: string, problem: ReceiptProblem, order: CheckoutOrder | null = null) =>
    ({ ok: false, status, error, problem, order }) as const;
  const sizeError = `${t('bank.error.sizeTitle')} - ${t('bank.error.sizeText')}`;
  if (!request.headers.get('content-type')?.toLowerCase().startsWith('multipart/form-data')) {
    return refuse(415, 'The request must be multipart/form-data', 'failed');
  }
  const posted = await readLimitedFormData(request, bodyLimit);
  if (!posted.ok) {
    if (posted.reason === 'too_large') return { ...refuse(413, sizeError, 'size'), bodyLeftUnread: true };
    return refuse(400, posted.reason === 'aborted' ? 'The upload was interrupted' : 'The upload could not be read', 'failed');
  }
  const { data } = posted;
  const planType = planTypeSchema.safeParse(data.get('planType'));
  if (!planType.success) return refuse(400, getFirstIssueMessage(planType.error), 'failed');
  const raw = parseJson(data.get('form'));
  if (typeof raw !== 'object' || raw === null) return refuse(400, t('bank.api.badForm'), 'failed');
  const form = makeCheckoutFormSchema(pickStrings(locale, checkoutMessageKeys)).safeParse(raw);
  if (!form.success) return refuse(400, `${t('bank.api.badForm')}: ${getFirstIssueMessage(form.error)}`, 'failed');
  if (form.data.paymentMethod !== 'banktransfer') return refuse(400, t('bank.api.bankOnly'), 'failed');
  const order = { planType: planType.data, form: form.data };
  const emailLimit = hitEmailLimit('receipt', form.data.email, locale);
  if (!emailLimit.ok) return { ...refuse(429, emailLimit.message, 'failed', order), retryAfterSeconds: emailLimit.retryAfterSeconds };

  const file = data.get('receipt');
  if (!(file instanceof File) || file.size === 0) return refuse(400, t('bank.api.noFile'), 'failed', order);
  if (file.size > RECEIPT_MAX_BYTES) return refuse(413, sizeError, 'size', order);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = await detectReceiptType(bytes);
  if (!type) return refuse(415, `${t('bank.error.typeTitle')} - ${t('bank.error.typeText')}`, 'type', order);
  try {
    const orderId = await createReceiptOrder(getDb(), { ...order, locale, bytes, type });
    return { ok: true, orderId };
  } catch (error) {
    logError('receipt_store_failed', error);
    return refuse(503, t('bank.api.storeFailed'), 'failed', order);
  }
}
