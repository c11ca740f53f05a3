import type { APIRoute } from 'astro';
import { getDb } from '~/db/client';
import { listTestimonials } from '~/db/queries/testimonials';
import { jsonOk } from '~/lib/http/json';
import { listQuerySchema, parseQuery } from '~/lib/http/query';

/** GET /api/testimonials?lang= */
export const GET: APIRoute = ({ url }) => {
  const q = parseQuery(url, listQuerySchema.omit({ cursor: true }));
  if ('response' in q) return q.response;
  return jsonOk(listTestimonials(getDb(), q.data.lang, q.data.limit));
};
