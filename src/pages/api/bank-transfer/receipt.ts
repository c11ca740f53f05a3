/**
 * POST /api/bank-transfer/receipt ?lang= (multipart: receipt, form, planType): creates an order
 * awaiting verification with the receipt stored outside the public routes.
 */
import type { APIRoute } from 'astro';
import { getDb } from '../../../db/client';
import { isLocale, pickStrings, useTranslations } from '../../../i18n';
import { jsonError, jsonOk } from '../../../lib/http/json';
import { RECEIPT_BODY_LIMIT, RECEIPT_MAX_BYTES } from '../../../lib/checkout/receipt-rules';
import { createReceiptOrder, detectReceiptType } from '../../../lib/checkout/receipt.server';
import { getFirstIssueMessage, planTypeSchema } from '../../../lib/checkout/request-schemas';
import { checkoutMessageKeys, makeCheckoutFormSchema } from '../../../lib/checkout/schemas';
import { readLimitedBody } from '../../../lib/http/limited-body.server';
import { logError } from '../../../lib/log/logger';

function parseJson(value: FormDataEntryValue | null): unknown {
  if (typeof value !== 'string') return null;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

export const POST: APIRoute = async ({ request, url }) => {
  const lang = url.searchParams.get('lang');
  const locale = isLocale(lang) ? lang : 'en';
  const t = useTranslations(locale);
  const sizeError = `${t('bank.error.sizeTitle')} - ${t('bank.error.sizeText')}`;
  const typeError = `${t('bank.error.typeTitle')} - ${t('bank.error.typeText')}`;
  if (!request.headers.get('content-type')?.toLowerCase().startsWith('multipart/form-data')) {
    return jsonError(415, 'The request must be multipart/form-data');
  }
  const body = await readLimitedBody(request, RECEIPT_BODY_LIMIT);
  if (!body.ok) return body.reason === 'too_large' ? jsonError(413, sizeError, { Connection: 'close' }) : jsonError(400, 'The upload was interrupted');
  let data: FormData;
  try {
    data = await new Response(body.bytes, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
  } catch {
    return jsonError(400, 'The upload could not be read');
  }
  const file = data.get('receipt');
  if (!(file instanceof File) || file.size === 0) return jsonError(400, t('bank.api.noFile'));
  if (file.size > RECEIPT_MAX_BYTES) return jsonError(413, sizeError);
  const planType = planTypeSchema.safeParse(data.get('planType'));
  if (!planType.success) return jsonError(400, getFirstIssueMessage(planType.error));
  const raw = parseJson(data.get('form'));
  if (typeof raw !== 'object' || raw === null) return jsonError(400, t('bank.api.badForm'));
  const form = makeCheckoutFormSchema(pickStrings(locale, checkoutMessageKeys)).safeParse(raw);
  if (!form.success) return jsonError(400, `${t('bank.api.badForm')}: ${getFirstIssueMessage(form.error)}`);
  if (form.data.paymentMethod !== 'banktransfer') return jsonError(400, t('bank.api.bankOnly'));
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = await detectReceiptType(bytes);
  if (!type) return jsonError(415, typeError);
  try {
    const orderId = await createReceiptOrder(getDb(), { planType: planType.data, form: form.data, locale, bytes, type });
    return jsonOk({ orderId, status: 'awaiting_verification' }, { status: 201 });
  } catch (error) {
    logError('receipt_store_failed', error);
    return jsonError(503, t('bank.api.storeFailed'));
  }
};
