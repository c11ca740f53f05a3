import type { APIRoute } from 'astro';
import { getDb } from '~/db/client';
import { getRestaurantById } from '~/db/queries/restaurants';
import { jsonError, jsonOk } from '~/lib/http/json';
import { langQuerySchema, parseId, parseQuery } from '~/lib/http/query';

/** GET /api/restaurants/:id?lang= */
export const GET: APIRoute = ({ url, params }) => {
  const q = parseQuery(url, langQuerySchema);
  if ('response' in q) return q.response;
  const p = parseId(params.id);
  if ('response' in p) return p.response;
  const restaurant = getRestaurantById(getDb(), p.id, q.data.lang);
  return restaurant ? jsonOk(restaurant) : jsonError(404, 'Restaurant not found');
};
