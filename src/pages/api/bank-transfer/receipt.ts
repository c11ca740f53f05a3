/**
 * POST /api/bank-transfer/receipt ?lang= (multipart: receipt, orderId, idempotencyKey; or planType
 * and form instead of orderId): attaches the cleaned receipt to the order made when the
 * bank-transfer screen was shown (or makes the order with it) and moves it to awaiting
 * verification. 201 when stored, 200 with the same order for a retry with the same key, 409 for an
 * order already decided. A refusal names its `problem` beside the `error` for the island's toast.
 */
import type { APIRoute } from 'astro';
import { isLocale } from '~/i18n';
import { receiveReceiptUpload } from '~/features/listings/checkout/receipt-upload.server';
import { jsonOk } from '~/platform/http/json';

export const POST: APIRoute = async ({ request, url, locals }) => {
  const lang = url.searchParams.get('lang');
  const result = await receiveReceiptUpload(locals.db, request, isLocale(lang) ? lang : 'en', { now: locals.now });
  if (result.ok) {
    const { orderId, orderNumber, status } = result.order;
    return jsonOk({ orderId, orderNumber, status }, { status: result.replayed ? 200 : 201, headers: { 'Cache-Control': 'no-store' } });
  }
  // An upload cut off at the limit may still be arriving: close rather than read the rest.
  const headers: Record<string, string> = result.bodyLeftUnread ? { Connection: 'close' } : {};
  if (result.retryAfterSeconds) headers['Retry-After'] = String(result.retryAfterSeconds);
  return Response.json({ error: result.error, problem: result.problem }, { status: result.status, headers });
};
