import type { APIRoute } from 'astro';
import { getDb } from '~/db/client';
import { getTourById } from '~/db/queries/tours';
import { jsonError, jsonOk } from '~/lib/http/json';
import { langQuerySchema, parseId, parseQuery } from '~/lib/http/query';

/** GET /api/tours/:id?lang= */
export const GET: APIRoute = ({ url, params }) => {
  const q = parseQuery(url, langQuerySchema);
  if ('response' in q) return q.response;
  const p = parseId(params.id);
  if ('response' in p) return p.response;
  const tour = getTourById(getDb(), p.id, q.data.lang);
  return tour ? jsonOk(tour) : jsonError(404, 'Tour not found');
};
