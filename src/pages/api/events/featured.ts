import type { APIRoute } from 'astro';
import { getFeaturedEvent } from '~/features/events/events.server';
import { jsonError, jsonOk } from '~/platform/http/json';
import { langQuerySchema, parseQuery } from '~/platform/http/query';

/** GET /api/events/featured?lang= — one event, or 404 when none is featured. */
export const GET: APIRoute = ({ url, locals }) => {
  const q = parseQuery(url, langQuerySchema);
  if ('response' in q) return q.response;
  const event = getFeaturedEvent(locals.db, q.data.lang, locals.now);
  return event ? jsonOk(event) : jsonError(404, 'No featured event');
};
