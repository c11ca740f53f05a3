import type { APIRoute } from 'astro';
import { getDb } from '~/db/client';
import { getFeaturedEvent } from '~/db/queries/events';
import { jsonError, jsonOk } from '~/lib/http/json';
import { langQuerySchema, parseQuery } from '~/lib/http/query';

/** GET /api/events/featured?lang= — one event, or 404 when none is featured. */
export const GET: APIRoute = ({ url }) => {
  const q = parseQuery(url, langQuerySchema);
  if ('response' in q) return q.response;
  const event = getFeaturedEvent(getDb(), q.data.lang);
  return event ? jsonOk(event) : jsonError(404, 'No featured event');
};
