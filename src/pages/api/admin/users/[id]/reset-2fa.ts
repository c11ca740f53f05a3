/**
 * POST /api/admin/users/:id/reset-2fa with { currentPassword }: another admin turns a colleague's
 * 2FA off (a lost phone), once their own password is confirmed (403 when wrong). The colleague's
 * trusted devices and sessions end; they sign in with their password and may set 2FA up again.
 * Your own 2FA is turned off with POST /api/admin/2fa/disable, which asks for a code.
 */
import type { APIRoute } from 'astro';
import { findAdminById } from '~/features/auth/accounts.server';
import { logAuthEvent } from '~/features/auth/auth-log.server';
import { beginColleagueAction } from '~/features/auth/colleague-action.server';
import { turnOffTwoFactor } from '~/features/auth/two-factor.server';
import { jsonError, jsonOk } from '~/platform/http/json';

const NOT_ENABLED_FOR_ADMIN = 'Two-factor authentication is not enabled for this admin';

export const POST: APIRoute = async (context) => {
  const action = await beginColleagueAction(context, {
    ownAccountError: 'Use Turn off 2FA in Settings for your own account',
    action: '2fa.reset',
    refuseFirst: (db, targetId) => {
      const target = findAdminById(db, targetId);
      if (!target) return jsonError(404, 'Admin user not found');
      return target.twoFactorEnabled ? null : jsonError(409, NOT_ENABLED_FOR_ADMIN);
    },
  });
  if ('response' in action) return action.response;
  const result = turnOffTwoFactor(action.db, action.targetId, { endSessions: true });
  if (!result.ok) return jsonError(409, NOT_ENABLED_FOR_ADMIN);
  logAuthEvent('2fa.reset', { ...action.log, sessionsEnded: result.sessionsEnded });
  return jsonOk({ success: true, twoFactorEnabled: false });
};
