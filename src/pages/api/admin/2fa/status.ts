/** GET /api/admin/2fa/status: { enabled }. */
import type { APIRoute } from 'astro';
import { findAdminById } from '~/features/auth/accounts.server';
import { getSignedIn } from '~/features/auth/signed-in.server';
import { jsonOk } from '~/platform/http/json';

export const GET: APIRoute = (context) => {
  const auth = getSignedIn(context);
  if ('response' in auth) return auth.response;
  return jsonOk({ enabled: findAdminById(context.locals.db, auth.admin.id)?.twoFactorEnabled ?? false });
};
