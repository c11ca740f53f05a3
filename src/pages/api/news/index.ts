import type { APIRoute } from 'astro';
import { getDb } from '~/db/client';
import { listNews } from '~/db/queries/news';
import { jsonOk } from '~/lib/http/json';
import { listQuerySchema, parseQuery } from '~/lib/http/query';

/** GET /api/news?lang=&limit= — articles newest first. */
export const GET: APIRoute = ({ url }) => {
  const q = parseQuery(url, listQuerySchema.omit({ cursor: true }));
  if ('response' in q) return q.response;
  return jsonOk(listNews(getDb(), q.data.lang, q.data.limit));
};
