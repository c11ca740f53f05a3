import type { APIRoute } from 'astro';
import { listFeaturedNews } from '~/features/news/news.server';
import { jsonOk } from '~/platform/http/json';
import { listQuerySchema, parseQuery } from '~/platform/http/query';

/** GET /api/news/featured?lang= — featured articles newest first; the first is the main story. */
export const GET: APIRoute = ({ url, locals }) => {
  const q = parseQuery(url, listQuerySchema.omit({ cursor: true }));
  if ('response' in q) return q.response;
  return jsonOk(listFeaturedNews(locals.db, q.data.lang, q.data.limit));
};
