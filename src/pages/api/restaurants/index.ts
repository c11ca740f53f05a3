import type { APIRoute } from 'astro';
import { getDb } from '~/db/client';
import { listRestaurants } from '~/db/queries/restaurants';
import { jsonOk } from '~/lib/http/json';
import { nextPageHeaders, parseQuery, restaurantListQuerySchema } from '~/lib/http/query';

/** GET /api/restaurants?lang=&category=&limit=&cursor= — restaurants in id order. */
export const GET: APIRoute = ({ url }) => {
  const q = parseQuery(url, restaurantListQuerySchema);
  if ('response' in q) return q.response;
  const page = listRestaurants(getDb(), q.data);
  return jsonOk(page.items, { headers: nextPageHeaders(url, page.nextCursor) });
};
