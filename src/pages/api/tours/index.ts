import type { APIRoute } from 'astro';
import { getDb } from '~/db/client';
import { listTours } from '~/db/queries/tours';
import { jsonOk } from '~/lib/http/json';
import { nextPageHeaders, parseQuery, tourListQuerySchema } from '~/lib/http/query';

/** GET /api/tours?lang=&category=&limit=&cursor= — tours in id order. */
export const GET: APIRoute = ({ url }) => {
  const q = parseQuery(url, tourListQuerySchema);
  if ('response' in q) return q.response;
  const page = listTours(getDb(), q.data);
  return jsonOk(page.items, { headers: nextPageHeaders(url, page.nextCursor) });
};
