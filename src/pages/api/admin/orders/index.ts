/**
 * GET /api/admin/orders ?limit= &before= &lapsed=include|only: listing orders, newest first (admin
 * only, guarded by the middleware). Orders never paid after 14 days are lapsed and left out unless
 * ?lapsed= asks for them.
 */
import type { APIRoute } from 'astro';
import { listOrders } from '~/features/listings/orders/orders.server';
import { jsonOk } from '~/platform/http/json';
import { parseQuery } from '~/platform/http/query';
import { orderListQuerySchema } from '~/features/listings/orders/admin-params';

export const GET: APIRoute = ({ url, locals }) => {
  const query = parseQuery(url, orderListQuerySchema);
  if ('response' in query) return query.response;
  const { limit, before, lapsed } = query.data;
  const { items, nextCursor } = listOrders(locals.db, { limit, before: before ?? null, lapsed: lapsed ?? 'exclude', now: locals.now });
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (nextCursor) headers['X-Next-Cursor'] = nextCursor;
  return jsonOk(items, { headers });
};
