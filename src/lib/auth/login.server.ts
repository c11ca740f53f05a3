/**
 * The sign-in flow behind POST /api/admin/login: rate limits first (counted before any check),
 * the password (unknown usernames take the same time), then 2FA unless the device is trusted.
 */
import type { Db } from '../../db/client';
import { normalizeIdentifier } from '../../db/writes/admins';
import { toAddressBucket } from './address-bucket';
import { findAdminByUsername, markLogin } from './accounts.server';
import { logAuthEvent } from './auth-log.server';
import { formatLockMessage } from './lock-policy';
import { hashPassword, verifyPassword } from './password.server';
import { deleteStaleRateLimits, recordFailure, recordSuccess, reserveAttempt } from './rate-limit.server';
import { createSession, deleteExpiredSessions, type SessionAdmin } from './session.server';
import { trustDevice, useTrustedDevice } from './trusted-devices.server';
import { verifyLoginCode } from './two-factor.server';

export const INVALID_CREDENTIALS = 'Invalid username or password';
export const INVALID_2FA_CODE = 'Invalid 2FA code';

export interface LoginRequest {
  username: string;
  password: string;
  twoFactorCode?: string | null;
  trustDevice?: boolean | null;
  ip: string;
  userAgent: string;
  requestId?: string;
  /** Token of the trusted-device cookie, if the browser sent one. */
  deviceToken: string | null;
}

export type LoginOutcome =
  | { kind: 'success'; admin: SessionAdmin; session: { token: string; expire: number }; device: { token: string; expire: number } | null }
  | { kind: 'requires2FA' }
  | { kind: 'refused'; status: 401 | 429; error: string; retryAfterSeconds?: number };

let dummyHash: Promise<string> | null = null;
/** A real argon2id hash to check against when the username is unknown, so both cases cost the same. */
function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('no-such-admin-password-for-timing');
  return dummyHash;
}

/** Verifies the password, or burns the same argon2 time on a dummy hash when there is no active account. */
async function checkPassword(admin: { passwordHash: string; isActive: boolean } | null, password: string): Promise<boolean> {
  if (admin?.isActive) return verifyPassword(admin.passwordHash, password);
  await verifyPassword(await getDummyHash(), password);
  return false;
}

function refuseLocked(retryAfterMs: number): LoginOutcome {
  return { kind: 'refused', status: 429, error: formatLockMessage(retryAfterMs), retryAfterSeconds: Math.ceil(retryAfterMs / 1000) };
}

/** Runs one sign-in attempt; never throws for bad credentials. */
export async function attemptLogin(db: Db, req: LoginRequest, now: number = Date.now()): Promise<LoginOutcome> {
  const username = normalizeIdentifier(req.username);
  const log = { ip: req.ip, requestId: req.requestId };
  const passwordKeys = [`login:user:${username}`, `login:ip:${toAddressBucket(req.ip)}`];
  const reserved = reserveAttempt(db, passwordKeys, now);
  if (!reserved.ok) {
    logAuthEvent('login.locked', { ...log, reason: 'password', retryAfterSeconds: Math.ceil(reserved.retryAfterMs / 1000) });
    return refuseLocked(reserved.retryAfterMs);
  }
  const admin = findAdminByUsername(db, username);
  const passwordOk = await checkPassword(admin, req.password);
  if (!admin || !passwordOk) {
    const lockedMs = recordFailure(db, passwordKeys, now);
    logAuthEvent('login.failure', { ...log, adminId: admin?.id, username: admin?.username, reason: admin ? 'password' : 'unknown_user' });
    if (lockedMs > 0) {
      logAuthEvent('login.locked', { ...log, adminId: admin?.id, reason: 'password', retryAfterSeconds: Math.ceil(lockedMs / 1000) });
      return refuseLocked(lockedMs);
    }
    return { kind: 'refused', status: 401, error: INVALID_CREDENTIALS };
  }
  recordSuccess(db, { reset: [passwordKeys[0]], release: [passwordKeys[1]] }, now);
  const who = { ...log, adminId: admin.id, username: admin.username };

  let device: { token: string; expire: number } | null = null;
  if (admin.twoFactorEnabled) {
    if (useTrustedDevice(db, admin.id, req.deviceToken, now)) {
      logAuthEvent('login.trusted_device', who);
    } else {
      const code = req.twoFactorCode?.trim();
      if (!code) {
        logAuthEvent('login.2fa_required', who);
        return { kind: 'requires2FA' };
      }
      const codeKeys = [`2fa:user:${admin.id}`, `2fa:ip:${toAddressBucket(req.ip)}`];
      const codeReserved = reserveAttempt(db, codeKeys, now);
      if (!codeReserved.ok) {
        logAuthEvent('login.locked', { ...who, reason: '2fa', retryAfterSeconds: Math.ceil(codeReserved.retryAfterMs / 1000) });
        return refuseLocked(codeReserved.retryAfterMs);
      }
      if (!(await verifyLoginCode(db, admin, code, now))) {
        const lockedMs = recordFailure(db, codeKeys, now);
        logAuthEvent('login.2fa_failure', who);
        if (lockedMs > 0) {
          logAuthEvent('login.locked', { ...who, reason: '2fa', retryAfterSeconds: Math.ceil(lockedMs / 1000) });
          return refuseLocked(lockedMs);
        }
        return { kind: 'refused', status: 401, error: INVALID_2FA_CODE };
      }
      recordSuccess(db, { reset: [codeKeys[0]], release: [codeKeys[1]] }, now);
      if (req.trustDevice) device = trustDevice(db, admin.id, { userAgent: req.userAgent, ip: req.ip }, now);
    }
  }

  const session = createSession(db, admin.id, { userAgent: req.userAgent, ip: req.ip }, now);
  markLogin(db, admin.id, now);
  deleteExpiredSessions(db, now);
  deleteStaleRateLimits(db, now);
  logAuthEvent('login.success', { ...who, reason: device ? 'device_trusted' : undefined });
  return { kind: 'success', admin: { id: admin.id, username: admin.username, email: admin.email }, session, device };
}
