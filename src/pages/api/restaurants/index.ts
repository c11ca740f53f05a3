import type { APIRoute } from 'astro';
import { listRestaurants } from '~/features/restaurants/restaurants.server';
import { jsonOk } from '~/platform/http/json';
import { restaurantListQuerySchema } from '~/features/restaurants/restaurant-query';
import { nextPageHeaders, parseQuery } from '~/platform/http/query';

/** GET /api/restaurants?lang=&category=&limit=&cursor= — restaurants, partners first, each part in id order. */
export const GET: APIRoute = ({ url, locals }) => {
  const q = parseQuery(url, restaurantListQuerySchema);
  if ('response' in q) return q.response;
  const page = listRestaurants(locals.db, q.data);
  return jsonOk(page.items, { headers: nextPageHeaders(url, page.nextCursor) });
};
