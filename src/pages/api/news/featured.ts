import type { APIRoute } from 'astro';
import { getDb } from '~/db/client';
import { listFeaturedNews } from '~/db/queries/news';
import { jsonOk } from '~/lib/http/json';
import { listQuerySchema, parseQuery } from '~/lib/http/query';

/** GET /api/news/featured?lang= — featured articles newest first; the first is the main story. */
export const GET: APIRoute = ({ url }) => {
  const q = parseQuery(url, listQuerySchema.omit({ cursor: true }));
  if ('response' in q) return q.response;
  return jsonOk(listFeaturedNews(getDb(), q.data.lang, q.data.limit));
};
