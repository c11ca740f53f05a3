/** GET /api/admin/newsletter: the newsletter subscribers, newest first (admin only, guarded by the middleware; issue 18). */
import type { APIRoute } from 'astro';
import { listSubscribers } from '~/features/newsletter/admin/subscribers-admin.server';
import { jsonOk } from '~/platform/http/json';

export const GET: APIRoute = ({ locals }) => jsonOk(listSubscribers(locals.db), { headers: { 'Cache-Control': 'no-store' } });
