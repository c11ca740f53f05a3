/**
 * POST /api/admin/users/:id/reset-2fa with { currentPassword }: another admin turns a colleague's
 * 2FA off (a lost phone), once their own password is confirmed (403 when wrong). The colleague's
 * trusted devices and sessions end; they sign in with their password and may set 2FA up again.
 * Your own 2FA is turned off with POST /api/admin/2fa/disable, which asks for a code.
 */
import type { APIRoute } from 'astro';
import { findAdminById } from '~/features/auth/accounts.server';
import { logAuthEvent } from '~/features/auth/auth-log.server';
import { confirmCurrentPassword } from '~/features/auth/reauth.server';
import { getClientAddress } from '~/features/auth/request-meta.server';
import { adminIdSchema, confirmPasswordSchema } from '~/features/auth/schemas';
import { getSignedIn } from '~/features/auth/signed-in.server';
import { turnOffTwoFactor } from '~/features/auth/two-factor.server';
import { readJsonBody } from '~/platform/http/json-body.server';
import { jsonError, jsonOk } from '~/platform/http/json';

const NOT_ENABLED_FOR_ADMIN = 'Two-factor authentication is not enabled for this admin';

export const POST: APIRoute = async (context) => {
  const auth = getSignedIn(context);
  if ('response' in auth) return auth.response;
  const id = adminIdSchema.safeParse(context.params.id);
  if (!id.success) return jsonError(400, 'Invalid admin id');
  if (id.data === auth.admin.id) return jsonError(400, 'Use Turn off 2FA in Settings for your own account');
  const parsed = await readJsonBody(context.request, confirmPasswordSchema);
  if ('response' in parsed) return parsed.response;
  const db = context.locals.db;
  const target = findAdminById(db, id.data);
  if (!target) return jsonError(404, 'Admin user not found');
  if (!target.twoFactorEnabled) return jsonError(409, NOT_ENABLED_FOR_ADMIN);
  const log = { adminId: auth.admin.id, targetAdminId: id.data, ip: getClientAddress(context), requestId: context.locals.requestId };
  const confirmed = await confirmCurrentPassword(db, auth.admin.id, parsed.data.currentPassword, '2fa.reset', log);
  if (!confirmed.ok) return confirmed.response;
  const result = turnOffTwoFactor(db, id.data, { endSessions: true });
  if (!result.ok) return jsonError(409, NOT_ENABLED_FOR_ADMIN);
  logAuthEvent('2fa.reset', { ...log, sessionsEnded: result.sessionsEnded });
  return jsonOk({ success: true, twoFactorEnabled: false });
};
