/** GET /api/admin/me: the signed-in admin. */
import type { APIRoute } from 'astro';
import { findAdminById, toPublicAdmin } from '~/features/auth/accounts.server';
import { getSignedIn } from '~/features/auth/signed-in.server';
import { jsonError, jsonOk } from '~/platform/http/json';

export const GET: APIRoute = (context) => {
  const auth = getSignedIn(context);
  if ('response' in auth) return auth.response;
  const row = findAdminById(context.locals.db, auth.admin.id);
  if (!row) return jsonError(401, 'Authentication required');
  return jsonOk(toPublicAdmin(row));
};
