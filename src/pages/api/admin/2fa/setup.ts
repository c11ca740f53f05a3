/** POST /api/admin/2fa/setup: a new secret for the authenticator app -> { qrCode, secret }. */
import type { APIRoute } from 'astro';
import { findAdminById } from '~/features/auth/accounts.server';
import { logAuthEvent } from '~/features/auth/auth-log.server';
import { getClientAddress } from '~/features/auth/request-meta.server';
import { getSignedIn } from '~/features/auth/signed-in.server';
import { startTwoFactorSetup } from '~/features/auth/two-factor.server';
import { jsonError, jsonOk } from '~/platform/http/json';

export const POST: APIRoute = async (context) => {
  const auth = getSignedIn(context);
  if ('response' in auth) return auth.response;
  const db = context.locals.db;
  // No way to swap the secret of an account that has 2FA: a stolen session could lock the owner out.
  if (findAdminById(db, auth.admin.id)?.twoFactorEnabled) return jsonError(409, 'Two-factor authentication is already enabled');
  const setup = await startTwoFactorSetup(db, auth.session, auth.admin.username);
  logAuthEvent('2fa.setup_started', { adminId: auth.admin.id, ip: getClientAddress(context), requestId: context.locals.requestId });
  return jsonOk(setup);
};
