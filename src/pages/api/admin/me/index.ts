/** GET /api/admin/me: the signed-in admin. */
import type { APIRoute } from 'astro';
import { getDb } from '~/db/client';
import { findAdminById, toPublicAdmin } from '~/lib/auth/accounts.server';
import { getSignedIn } from '~/lib/auth/signed-in.server';
import { jsonError, jsonOk } from '~/lib/http/json';

export const GET: APIRoute = (context) => {
  const auth = getSignedIn(context);
  if ('response' in auth) return auth.response;
  const row = findAdminById(getDb(), auth.admin.id);
  if (!row) return jsonError(401, 'Authentication required');
  return jsonOk(toPublicAdmin(row));
};
