/** GET /api/admin/2fa/status: { enabled }. */
import type { APIRoute } from 'astro';
import { getDb } from '~/db/client';
import { findAdminById } from '~/lib/auth/accounts.server';
import { getSignedIn } from '~/lib/auth/signed-in.server';
import { jsonOk } from '~/lib/http/json';

export const GET: APIRoute = (context) => {
  const auth = getSignedIn(context);
  if ('response' in auth) return auth.response;
  return jsonOk({ enabled: findAdminById(getDb(), auth.admin.id)?.twoFactorEnabled ?? false });
};
