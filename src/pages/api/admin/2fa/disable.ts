/** POST /api/admin/2fa/disable: { currentPassword, twoFactorCode } turns the signed-in admin's own 2FA off. */
import type { APIRoute } from 'astro';
import { findAdminById } from '~/features/auth/accounts.server';
import { logAuthEvent } from '~/features/auth/auth-log.server';
import { clearDeviceCookie } from '~/features/auth/cookies.server';
import { lockedAnswer } from '~/features/auth/locked-answer';
import { recordFailure, recordSuccess } from '~/features/auth/rate-limit.server';
import { turnOffTwoFactor, verifyLoginCode } from '~/features/auth/two-factor.server';
import { beginTwoFactorChange } from '~/features/auth/two-factor-change.server';
import { jsonError, jsonOk } from '~/platform/http/json';

const NOT_ENABLED = 'Two-factor authentication is not enabled';

export const POST: APIRoute = async (context) => {
  const change = await beginTwoFactorChange(context, '2fa.disable', (db, adminId) =>
    findAdminById(db, adminId)?.twoFactorEnabled ? null : jsonError(409, NOT_ENABLED),
  );
  if ('response' in change) return change.response;
  const { db, keys, log } = change;
  // The code proves the authenticator is still at hand; it is limited and used up like a login code.
  const admin = findAdminById(db, change.admin.id);
  if (!admin || !(await verifyLoginCode(db, admin, change.data.twoFactorCode))) {
    const lockedMs = recordFailure(db, keys);
    logAuthEvent('2fa.disable_failure', log);
    return lockedMs > 0 ? lockedAnswer(lockedMs) : jsonError(400, 'Invalid 2FA code');
  }
  recordSuccess(db, { reset: [keys[0]], release: [keys[1]] });
  const result = turnOffTwoFactor(db, change.admin.id, { endSessions: false });
  if (!result.ok) return jsonError(409, NOT_ENABLED);
  clearDeviceCookie(context);
  logAuthEvent('2fa.disabled', { ...log, reason: result.devicesRevoked > 0 ? 'trusted_devices_revoked' : undefined });
  return jsonOk({ success: true, enabled: false });
};
