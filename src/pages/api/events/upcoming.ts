import type { APIRoute } from 'astro';
import { listUpcomingEvents } from '~/features/events/events.server';
import { jsonOk } from '~/platform/http/json';
import { listQuerySchema, parseQuery } from '~/platform/http/query';

/** GET /api/events/upcoming?lang=&limit= — events from today (Paramaribo) on, by day with partners first within a day, soonest first. */
export const GET: APIRoute = ({ url, locals }) => {
  const q = parseQuery(url, listQuerySchema.omit({ cursor: true }));
  if ('response' in q) return q.response;
  return jsonOk(listUpcomingEvents(locals.db, q.data.lang, q.data.limit, locals.now));
};
