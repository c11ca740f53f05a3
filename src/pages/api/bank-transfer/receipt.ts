/**
 * POST /api/bank-transfer/receipt ?lang= (multipart: receipt, form, planType): creates an order
 * awaiting verification with the receipt stored outside the public routes.
 */
import type { APIRoute } from 'astro';
import { isLocale } from '../../../i18n';
import { receiveReceiptUpload } from '../../../lib/checkout/receipt-upload.server';
import { jsonError, jsonOk } from '../../../lib/http/json';

export const POST: APIRoute = async ({ request, url }) => {
  const lang = url.searchParams.get('lang');
  const result = await receiveReceiptUpload(request, isLocale(lang) ? lang : 'en');
  if (result.ok) return jsonOk({ orderId: result.orderId, status: 'awaiting_verification' }, { status: 201 });
  // An upload cut off at the limit may still be arriving: close rather than read the rest.
  const headers: Record<string, string> = result.bodyLeftUnread ? { Connection: 'close' } : {};
  if (result.retryAfterSeconds) headers['Retry-After'] = String(result.retryAfterSeconds);
  return jsonError(result.status, result.error, headers);
};
