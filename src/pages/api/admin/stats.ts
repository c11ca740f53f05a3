import type { APIRoute } from 'astro';
import { getAdminStats } from '~/features/admin/admin-stats.server';
import { jsonOk } from '~/platform/http/json';

/** GET /api/admin/stats — content counts for the dashboard cards, plus the orders and listings waiting for the admin. */
export const GET: APIRoute = ({ locals }) => jsonOk(getAdminStats(locals.db, locals.now), { headers: { 'Cache-Control': 'no-store' } });
