/** POST /api/admin/orders/:id/verify: a bank transfer is confirmed; the listing is active for 3 months. */
import type { APIRoute } from 'astro';
import { getDb } from '~/db/client';
import { getOrder, buildAdminOrder } from '~/db/queries/orders';
import { verifyBankTransfer } from '~/db/writes/orders';
import { jsonError, jsonOk } from '~/lib/http/json';
import { orderIdSchema } from '~/lib/orders/admin-params';
import { logEvent } from '~/lib/log/logger';

export const POST: APIRoute = ({ params, locals }) => {
  const id = orderIdSchema.safeParse(params.id);
  if (!id.success) return jsonError(400, 'id must be an order id');
  const db = getDb();
  const result = verifyBankTransfer(db, id.data);
  if (result === 'not_found') return jsonError(404, 'Order not found');
  if (result === 'wrong_status') return jsonError(409, 'Only bank transfers awaiting payment or verification can be verified');
  logEvent('bank_transfer_verified', { orderId: id.data, admin: locals.admin?.username ?? null });
  const order = getOrder(db, id.data);
  return jsonOk(order ? buildAdminOrder(order, new Date()) : null);
};
