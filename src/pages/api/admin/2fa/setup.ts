/** POST /api/admin/2fa/setup: a new secret for the authenticator app -> { qrCode, secret }. */
import type { APIRoute } from 'astro';
import { getDb } from '~/db/client';
import { findAdminById } from '~/lib/auth/accounts.server';
import { logAuthEvent } from '~/lib/auth/auth-log.server';
import { getClientAddress } from '~/lib/auth/request-meta.server';
import { getSignedIn } from '~/lib/auth/signed-in.server';
import { startTwoFactorSetup } from '~/lib/auth/two-factor.server';
import { jsonError, jsonOk } from '~/lib/http/json';

export const POST: APIRoute = async (context) => {
  const auth = getSignedIn(context);
  if ('response' in auth) return auth.response;
  const db = getDb();
  // No way to swap the secret of an account that has 2FA: a stolen session could lock the owner out.
  if (findAdminById(db, auth.admin.id)?.twoFactorEnabled) return jsonError(409, 'Two-factor authentication is already enabled');
  const setup = await startTwoFactorSetup(db, auth.session, auth.admin.username);
  logAuthEvent('2fa.setup_started', { adminId: auth.admin.id, ip: getClientAddress(context), requestId: context.locals.requestId });
  return jsonOk(setup);
};
