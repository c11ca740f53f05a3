import type { APIRoute } from 'astro';
import { listEditorsPicks } from '~/features/restaurants/restaurants.server';
import { jsonOk } from '~/platform/http/json';
import { langQuerySchema, parseQuery, API_MAX_LIMIT } from '~/platform/http/query';

/** GET /api/restaurants/editors-picks?lang= */
export const GET: APIRoute = ({ url, locals }) => {
  const q = parseQuery(url, langQuerySchema);
  if ('response' in q) return q.response;
  return jsonOk(listEditorsPicks(locals.db, q.data.lang, API_MAX_LIMIT));
};
