import type { APIRoute } from 'astro';
import { getRestaurantById } from '~/features/restaurants/restaurants.server';
import { jsonError, jsonOk } from '~/platform/http/json';
import { langQuerySchema, parseId, parseQuery } from '~/platform/http/query';

/** GET /api/restaurants/:id?lang= */
export const GET: APIRoute = ({ url, params, locals }) => {
  const q = parseQuery(url, langQuerySchema);
  if ('response' in q) return q.response;
  const p = parseId(params.id);
  if ('response' in p) return p.response;
  const restaurant = getRestaurantById(locals.db, p.id, q.data.lang);
  return restaurant ? jsonOk(restaurant) : jsonError(404, 'Restaurant not found');
};
