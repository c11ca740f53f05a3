/**
 * GET /api/admin/orders/:id/receipt (admin only): the bank-transfer receipt shown in place in the Orders tab;
 * `?download=1` saves it as a file. Headers in src/features/listings/orders/receipt-file.ts.
 */
import fs from 'node:fs/promises';
import type { APIRoute } from 'astro';
import { getOrder } from '~/features/listings/orders/orders.server';
import { jsonError } from '~/platform/http/json';
import { parseQuery } from '~/platform/http/query';
import { resolveReceiptPath } from '~/features/listings/checkout/receipt.server';
import { orderIdSchema } from '~/features/listings/orders/admin-params';
import { getReceiptHeaders, receiptQuerySchema } from '~/features/listings/orders/receipt-file';

export const GET: APIRoute = async ({ params, locals, url }) => {
  const id = orderIdSchema.safeParse(params.id);
  if (!id.success) return jsonError(400, 'id must be an order id');
  const query = parseQuery(url, receiptQuerySchema);
  if ('response' in query) return query.response;
  const order = getOrder(locals.db, id.data);
  if (!order) return jsonError(404, 'Order not found');
  const file = order.receiptPath ? resolveReceiptPath(order.receiptPath) : null;
  if (!file || !order.receiptMime) return jsonError(404, 'This order has no receipt');
  let bytes: Buffer;
  try {
    bytes = await fs.readFile(file);
  } catch {
    return jsonError(404, 'The receipt file is missing');
  }
  const ext = order.receiptPath?.split('.').pop() ?? 'bin';
  const headers = getReceiptHeaders({ orderId: order.id, mime: order.receiptMime, ext, bytes: bytes.byteLength }, query.data.download === '1');
  return new Response(new Uint8Array(bytes), { headers });
};
