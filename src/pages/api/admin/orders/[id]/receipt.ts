/** GET /api/admin/orders/:id/receipt: the bank-transfer receipt as a download (admin only). */
import fs from 'node:fs/promises';
import type { APIRoute } from 'astro';
import { getOrder } from '~/features/listings/orders/orders.server';
import { jsonError } from '~/platform/http/json';
import { resolveReceiptPath } from '~/features/listings/checkout/receipt.server';
import { orderIdSchema } from '~/features/listings/orders/admin-params';

export const GET: APIRoute = async ({ params, locals }) => {
  const id = orderIdSchema.safeParse(params.id);
  if (!id.success) return jsonError(400, 'id must be an order id');
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
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': order.receiptMime,
      'Content-Length': String(bytes.byteLength),
      // Always a download, never rendered inline in the admin's origin.
      'Content-Disposition': `attachment; filename="receipt-${order.id}.${ext}"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  });
};
