/** POST /api/admin/2fa/enable: { twoFactorCode, currentPassword } confirms the setup and turns 2FA on. */
import type { APIRoute } from 'astro';
import { toAddressBucket } from '~/features/auth/address-bucket';
import { logAuthEvent } from '~/features/auth/auth-log.server';
import { lockedAnswer } from '~/features/auth/locked-answer';
import { recordFailure, recordSuccess, reserveAttempt } from '~/features/auth/rate-limit.server';
import { confirmCurrentPassword } from '~/features/auth/reauth.server';
import { getClientAddress } from '~/features/auth/request-meta.server';
import { readJsonBody } from '~/platform/http/json-body.server';
import { twoFactorChangeSchema } from '~/features/auth/schemas';
import { getSignedIn } from '~/features/auth/signed-in.server';
import { enableTwoFactor } from '~/features/auth/two-factor.server';
import { jsonError, jsonOk } from '~/platform/http/json';

export const POST: APIRoute = async (context) => {
  const auth = getSignedIn(context);
  if ('response' in auth) return auth.response;
  const parsed = await readJsonBody(context.request, twoFactorChangeSchema);
  if ('response' in parsed) return parsed.response;
  const db = context.locals.db;
  const ip = getClientAddress(context);
  const log = { adminId: auth.admin.id, ip, requestId: context.locals.requestId };
  const confirmed = await confirmCurrentPassword(db, auth.admin.id, parsed.data.currentPassword, '2fa.enable', log);
  if (!confirmed.ok) return confirmed.response;
  const keys = [`2fa:user:${auth.admin.id}`, `2fa:ip:${toAddressBucket(ip)}`];
  const reserved = reserveAttempt(db, keys);
  if (!reserved.ok) return lockedAnswer(reserved.retryAfterMs);
  const result = await enableTwoFactor(db, auth.session, parsed.data.twoFactorCode);
  if (!result.ok) {
    if (result.reason === 'no_setup') {
      recordSuccess(db, { reset: [], release: keys }); // not a guess: give the attempt back
      return jsonError(400, 'Start the 2FA setup first');
    }
    const lockedMs = recordFailure(db, keys);
    logAuthEvent('2fa.enable_failure', log);
    if (lockedMs > 0) return lockedAnswer(lockedMs);
    return jsonError(400, 'Invalid 2FA code');
  }
  recordSuccess(db, { reset: [keys[0]], release: [keys[1]] });
  logAuthEvent('2fa.enabled', { ...log, reason: result.devicesRevoked > 0 ? 'trusted_devices_revoked' : undefined });
  return jsonOk({ success: true, enabled: true });
};
