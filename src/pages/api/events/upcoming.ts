import type { APIRoute } from 'astro';
import { getDb } from '~/db/client';
import { listUpcomingEvents } from '~/db/queries/events';
import { jsonOk } from '~/lib/http/json';
import { listQuerySchema, parseQuery } from '~/lib/http/query';

/** GET /api/events/upcoming?lang=&limit= — events from today (Paramaribo) on, soonest first. */
export const GET: APIRoute = ({ url }) => {
  const q = parseQuery(url, listQuerySchema.omit({ cursor: true }));
  if ('response' in q) return q.response;
  return jsonOk(listUpcomingEvents(getDb(), q.data.lang, q.data.limit));
};
