/** GET /api/admin/listings: every paid listing, the review queue first (admin only, guarded by the middleware). */
import type { APIRoute } from 'astro';
import { listAdminListingsJson } from '~/features/listings/lifecycle/listing-admin-routes.server';
import { jsonOk } from '~/platform/http/json';

export const GET: APIRoute = ({ locals }) => jsonOk(listAdminListingsJson(locals.db, locals.now), { headers: { 'Cache-Control': 'no-store' } });
