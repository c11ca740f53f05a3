import type { APIRoute } from 'astro';
import { listNews } from '~/features/news/news.server';
import { jsonOk } from '~/platform/http/json';
import { listQuerySchema, parseQuery } from '~/platform/http/query';

/** GET /api/news?lang=&limit= — articles newest first. */
export const GET: APIRoute = ({ url, locals }) => {
  const q = parseQuery(url, listQuerySchema.omit({ cursor: true }));
  if ('response' in q) return q.response;
  return jsonOk(listNews(locals.db, q.data.lang, q.data.limit));
};
