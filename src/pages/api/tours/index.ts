import type { APIRoute } from 'astro';
import { listTours } from '~/features/tours/tours.server';
import { jsonOk } from '~/platform/http/json';
import { tourListQuerySchema } from '~/features/tours/tour-query';
import { nextPageHeaders, parseQuery } from '~/platform/http/query';

/** GET /api/tours?lang=&category=&limit=&cursor= — tours, partners first, each part in id order. */
export const GET: APIRoute = ({ url, locals }) => {
  const q = parseQuery(url, tourListQuerySchema);
  if ('response' in q) return q.response;
  const page = listTours(locals.db, q.data);
  return jsonOk(page.items, { headers: nextPageHeaders(url, page.nextCursor) });
};
