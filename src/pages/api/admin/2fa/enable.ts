/** POST /api/admin/2fa/enable: { twoFactorCode, currentPassword } confirms the setup and turns 2FA on. */
import type { APIRoute } from 'astro';
import { logAuthEvent } from '~/features/auth/auth-log.server';
import { lockedAnswer } from '~/features/auth/locked-answer';
import { recordFailure, recordSuccess } from '~/features/auth/rate-limit.server';
import { enableTwoFactor } from '~/features/auth/two-factor.server';
import { beginTwoFactorChange } from '~/features/auth/two-factor-change.server';
import { jsonError, jsonOk } from '~/platform/http/json';

export const POST: APIRoute = async (context) => {
  const change = await beginTwoFactorChange(context, '2fa.enable');
  if ('response' in change) return change.response;
  const { db, keys, log } = change;
  const result = await enableTwoFactor(db, change.session, change.data.twoFactorCode);
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
