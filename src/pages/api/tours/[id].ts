import type { APIRoute } from 'astro';
import { getTourById } from '~/features/tours/tours.server';
import { jsonError, jsonOk } from '~/platform/http/json';
import { langQuerySchema, parseId, parseQuery } from '~/platform/http/query';

/** GET /api/tours/:id?lang= */
export const GET: APIRoute = ({ url, params, locals }) => {
  const q = parseQuery(url, langQuerySchema);
  if ('response' in q) return q.response;
  const p = parseId(params.id);
  if ('response' in p) return p.response;
  const tour = getTourById(locals.db, p.id, q.data.lang);
  return tour ? jsonOk(tour) : jsonError(404, 'Tour not found');
};
