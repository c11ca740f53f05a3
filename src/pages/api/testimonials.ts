import type { APIRoute } from 'astro';
import { listTestimonials } from '~/features/testimonials/testimonials.server';
import { jsonOk } from '~/platform/http/json';
import { listQuerySchema, parseQuery } from '~/platform/http/query';

/** GET /api/testimonials?lang= */
export const GET: APIRoute = ({ url, locals }) => {
  const q = parseQuery(url, listQuerySchema.omit({ cursor: true }));
  if ('response' in q) return q.response;
  return jsonOk(listTestimonials(locals.db, q.data.lang, q.data.limit));
};
