/**
 * POST /api/bank-transfer/order ?lang= { planType, form, idempotencyKey, renewToken? } (or an
 * Idempotency-Key header): the bank-transfer screen, when first shown, makes the order awaiting
 * payment and gets the order number to quote with the transfer; a renewal link's token ties the
 * order to the listing it renews. 201 for a new order, 200 with the same order when
 * the key comes again, 409 when the key was used for a different order, 429 beyond the per-email
 * checkout limit (counted for new orders only).
 */
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { isLocale } from '~/i18n';
import { handleBankOrderRequest } from '~/features/listings/checkout/bank-order.server';
import { parseJsonBody } from '~/platform/http/json-body.server';
import { jsonError, jsonOk } from '~/platform/http/json';

export const POST: APIRoute = async ({ request, url, locals }) => {
  const lang = url.searchParams.get('lang');
  const body = await parseJsonBody(request, z.unknown());
  if ('response' in body) return body.response;
  const result = handleBankOrderRequest(locals.db, body.data, request.headers.get('idempotency-key'), isLocale(lang) ? lang : 'en', locals.now);
  if (!result.ok) return jsonError(result.status, result.error, result.retryAfterSeconds ? { 'Retry-After': String(result.retryAfterSeconds) } : {});
  return jsonOk(result.order, { status: result.created ? 201 : 200, headers: { 'Cache-Control': 'no-store' } });
};
