import type { APIRoute } from 'astro';
import { getAdminStats } from '~/features/admin/admin-stats.server';
import { jsonOk } from '~/platform/http/json';

/** GET /api/admin/stats — content counts for the dashboard cards, plus the orders waiting for the admin. */
export const GET: APIRoute = ({ locals }) => jsonOk(getAdminStats(locals.db), { headers: { 'Cache-Control': 'no-store' } });
