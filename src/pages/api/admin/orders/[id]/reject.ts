/** POST /api/admin/orders/:id/reject { reason }: a bank transfer is refused. */
import type { APIRoute } from 'astro';
import { getOrder, buildAdminOrder } from '~/features/listings/orders/orders.server';
import { rejectBankTransfer } from '~/features/listings/orders/order-writes.server';
import { parseJsonBody } from '~/platform/http/json-body.server';
import { jsonError, jsonOk } from '~/platform/http/json';
import { orderIdSchema, rejectOrderSchema } from '~/features/listings/orders/admin-params';
import { logEvent } from '~/platform/log/logger';

export const POST: APIRoute = async ({ params, request, locals }) => {
  const id = orderIdSchema.safeParse(params.id);
  if (!id.success) return jsonError(400, 'id must be an order id');
  const body = await parseJsonBody(request, rejectOrderSchema);
  if ('response' in body) return body.response;
  const db = locals.db;
  const result = rejectBankTransfer(db, id.data, body.data.reason, locals.now);
  if (result !== 'done') {
    logEvent('bank_transfer_reject_refused', { orderId: id.data, reason: result, admin: locals.admin?.username ?? null }, 'warn');
    return result === 'not_found' ? jsonError(404, 'Order not found') : jsonError(409, 'Only bank transfers awaiting payment or verification can be rejected');
  }
  logEvent('bank_transfer_rejected', { orderId: id.data, admin: locals.admin?.username ?? null });
  const order = getOrder(db, id.data);
  return jsonOk(order ? buildAdminOrder(order, locals.now) : null);
};
