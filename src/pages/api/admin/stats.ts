import type { APIRoute } from 'astro';
import { getDb } from '~/db/client';
import { getAdminStats } from '~/db/queries/admin-stats';
import { jsonOk } from '~/lib/http/json';

/** GET /api/admin/stats — content counts for the dashboard cards, plus the orders waiting for the admin. */
export const GET: APIRoute = () => jsonOk(getAdminStats(getDb()), { headers: { 'Cache-Control': 'no-store' } });
