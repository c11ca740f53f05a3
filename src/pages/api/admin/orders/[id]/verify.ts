/**
 * POST /api/admin/orders/:id/verify: a bank transfer is confirmed. In the same transaction its listing
 * is opened (the buyer's email carries the editor link) or, for a renewal order, extended.
 */
import type { APIRoute } from 'astro';
import { getOrder, buildAdminOrder } from '~/features/listings/orders/orders.server';
import { verifyBankTransfer } from '~/features/listings/orders/order-writes.server';
import { jsonError, jsonOk } from '~/platform/http/json';
import { orderIdSchema } from '~/features/listings/orders/admin-params';
import { logEvent } from '~/platform/log/logger';

export const POST: APIRoute = ({ params, locals }) => {
  const id = orderIdSchema.safeParse(params.id);
  if (!id.success) return jsonError(400, 'id must be an order id');
  const db = locals.db;
  const result = verifyBankTransfer(db, id.data, locals.now);
  if (result !== 'done') {
    // An unknown order, or one already decided (used): nothing is created; the refusal is logged.
    logEvent('bank_transfer_verify_refused', { orderId: id.data, reason: result, admin: locals.admin?.username ?? null }, 'warn');
    return result === 'not_found' ? jsonError(404, 'Order not found') : jsonError(409, 'Only bank transfers awaiting payment or verification can be verified');
  }
  logEvent('bank_transfer_verified', { orderId: id.data, admin: locals.admin?.username ?? null });
  const order = getOrder(db, id.data);
  return jsonOk(order ? buildAdminOrder(order, locals.now) : null);
};
