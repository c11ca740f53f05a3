/** GET /api/admin/orders: every listing order, newest first (admin only, guarded by the middleware). */
import type { APIRoute } from 'astro';
import { getDb } from '../../../../db/client';
import { listOrders } from '../../../../db/queries/orders';
import { jsonOk } from '../../../../lib/http/json';
import { parseQuery } from '../../../../lib/http/query';
import { orderListQuerySchema } from '../../../../lib/orders/admin-params';

export const GET: APIRoute = ({ url }) => {
  const query = parseQuery(url, orderListQuerySchema);
  if ('response' in query) return query.response;
  const { items, nextCursor } = listOrders(getDb(), { limit: query.data.limit, before: query.data.before ?? null });
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (nextCursor) headers['X-Next-Cursor'] = nextCursor;
  return jsonOk(items, { headers });
};
