/** POST /api/admin/2fa/disable: { currentPassword, twoFactorCode } turns the signed-in admin's own 2FA off. */
import type { APIRoute } from 'astro';
import { findAdminById } from '~/features/auth/accounts.server';
import { toAddressBucket } from '~/features/auth/address-bucket';
import { logAuthEvent } from '~/features/auth/auth-log.server';
import { clearDeviceCookie } from '~/features/auth/cookies.server';
import { lockedAnswer } from '~/features/auth/locked-answer';
import { recordFailure, recordSuccess, reserveAttempt } from '~/features/auth/rate-limit.server';
import { confirmCurrentPassword } from '~/features/auth/reauth.server';
import { getClientAddress } from '~/features/auth/request-meta.server';
import { twoFactorChangeSchema } from '~/features/auth/schemas';
import { getSignedIn } from '~/features/auth/signed-in.server';
import { turnOffTwoFactor, verifyLoginCode } from '~/features/auth/two-factor.server';
import { readJsonBody } from '~/platform/http/json-body.server';
import { jsonError, jsonOk } from '~/platform/http/json';

export const POST: APIRoute = async (context) => {
  const auth = getSignedIn(context);
  if ('response' in auth) return auth.response;
  const parsed = await readJsonBody(context.request, twoFactorChangeSchema);
  if ('response' in parsed) return parsed.response;
  const db = context.locals.db;
  const ip = getClientAddress(context);
  const log = { adminId: auth.admin.id, ip, requestId: context.locals.requestId };
  if (!findAdminById(db, auth.admin.id)?.twoFactorEnabled) return jsonError(409, 'Two-factor authentication is not enabled');
  const confirmed = await confirmCurrentPassword(db, auth.admin.id, parsed.data.currentPassword, '2fa.disable', log);
  if (!confirmed.ok) return confirmed.response;
  // The code proves the authenticator is still at hand; it is limited and used up like a login code.
  const keys = [`2fa:user:${auth.admin.id}`, `2fa:ip:${toAddressBucket(ip)}`];
  const reserved = reserveAttempt(db, keys);
  if (!reserved.ok) return lockedAnswer(reserved.retryAfterMs);
  const admin = findAdminById(db, auth.admin.id);
  if (!admin || !(await verifyLoginCode(db, admin, parsed.data.twoFactorCode))) {
    const lockedMs = recordFailure(db, keys);
    logAuthEvent('2fa.disable_failure', log);
    return lockedMs > 0 ? lockedAnswer(lockedMs) : jsonError(400, 'Invalid 2FA code');
  }
  recordSuccess(db, { reset: [keys[0]], release: [keys[1]] });
  const result = turnOffTwoFactor(db, auth.admin.id, { endSessions: false });
  if (!result.ok) return jsonError(409, 'Two-factor authentication is not enabled');
  clearDeviceCookie(context);
  logAuthEvent('2fa.disabled', { ...log, reason: result.devicesRevoked > 0 ? 'trusted_devices_revoked' : undefined });
  return jsonOk({ success: true, enabled: false });
};
