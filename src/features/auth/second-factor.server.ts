/**
 * The second factor of a sign-in: a valid trusted-device cookie, or a TOTP code, itself limited
 * per account and per address like passwords. Shared by the ordinary login and the way past a
 * locked account.
 */
import type { Db } from '~/db/client';
import { toAddressBucket } from './address-bucket';
import type { AdminRow } from './accounts.server';
import { logAuthEvent, type AuthLogFields } from './auth-log.server';
import { recordFailure, recordSuccess, reserveAttempt } from './rate-limit.server';
import { trustDevice, useTrustedDevice } from './trusted-devices.server';
import { verifyLoginCode } from './two-factor.server';

export interface SecondFactorRequest {
  twoFactorCode?: string | null;
  trustDevice?: boolean | null;
  ip: string;
  userAgent: string;
  deviceToken: string | null;
}

export type SecondFactorResult =
  | { ok: true; via: 'device' | 'code'; device: { token: string; expire: number } | null }
  | { ok: false; reason: 'missing' | 'wrong' }
  | { ok: false; reason: 'locked'; retryAfterMs: number };

/** True when the request carries something that could be a second factor. */
export function offersSecondFactor(req: SecondFactorRequest): boolean {
  return Boolean(req.deviceToken) || Boolean(req.twoFactorCode?.trim());
}

/** Checks the device cookie, else the code (counted before it is checked); a wrong code that reaches the limit answers 'locked'. */
export async function checkSecondFactor(db: Db, admin: AdminRow, req: SecondFactorRequest, who: AuthLogFields, now: number): Promise<SecondFactorResult> {
  if (useTrustedDevice(db, admin.id, req.deviceToken, now)) {
    logAuthEvent('login.trusted_device', who);
    return { ok: true, via: 'device', device: null };
  }
  const code = req.twoFactorCode?.trim();
  if (!admin.twoFactorEnabled || !code) return { ok: false, reason: 'missing' };
  const codeKeys = [`2fa:user:${admin.id}`, `2fa:ip:${toAddressBucket(req.ip)}`];
  const reserved = reserveAttempt(db, codeKeys, now);
  if (!reserved.ok) {
    logAuthEvent('login.locked', { ...who, reason: '2fa', retryAfterSeconds: Math.ceil(reserved.retryAfterMs / 1000) });
    return { ok: false, reason: 'locked', retryAfterMs: reserved.retryAfterMs };
  }
  if (!(await verifyLoginCode(db, admin, code, now))) {
    const lockedMs = recordFailure(db, codeKeys, now);
    logAuthEvent('login.2fa_failure', who);
    if (lockedMs > 0) {
      logAuthEvent('login.locked', { ...who, reason: '2fa', retryAfterSeconds: Math.ceil(lockedMs / 1000) });
      return { ok: false, reason: 'locked', retryAfterMs: lockedMs };
    }
    return { ok: false, reason: 'wrong' };
  }
  recordSuccess(db, { reset: [codeKeys[0]], release: [codeKeys[1]] }, now);
  const device = req.trustDevice ? trustDevice(db, admin.id, { userAgent: req.userAgent, ip: req.ip }, now) : null;
  return { ok: true, via: 'code', device };
}
