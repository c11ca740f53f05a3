/** GET /api/admin/newsletter.csv: the newsletter subscribers as CSV (admin only, guarded by the middleware; issue 18). */
import type { APIRoute } from 'astro';
import { subscribersCsv } from '~/features/newsletter/admin/subscribers-admin.server';

export const GET: APIRoute = ({ locals }) =>
  new Response(subscribersCsv(locals.db), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="newsletter-subscribers.csv"',
      'Cache-Control': 'private, no-store',
    },
  });
