import type { APIRoute } from 'astro';
import { getDb } from '~/db/client';
import { listEditorsPicks } from '~/db/queries/restaurants';
import { jsonOk } from '~/lib/http/json';
import { langQuerySchema, parseQuery, API_MAX_LIMIT } from '~/lib/http/query';

/** GET /api/restaurants/editors-picks?lang= */
export const GET: APIRoute = ({ url }) => {
  const q = parseQuery(url, langQuerySchema);
  if ('response' in q) return q.response;
  return jsonOk(listEditorsPicks(getDb(), q.data.lang, API_MAX_LIMIT));
};
