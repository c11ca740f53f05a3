/**
 * The sign-in flow behind POST /api/admin/login: rate limits first (counted before any check),
 * the password (unknown usernames take the same time), then 2FA unless the device is trusted.
 * A locked account still lets its owner in with the right password and a second factor (a trusted
 * device or a TOTP code), so wrong guesses by someone else cannot lock the admins out of their site;
 * such attempts answer exactly like the lock unless both pass, so the lock is no password oracle.
 */
import type { Db } from '~/db/client';
import { normalizeIdentifier } from './admin-writes.server';
import { toAddressBucket } from './address-bucket';
import { findAdminByUsername, markLogin, type AdminRow } from './accounts.server';
import { logAuthEvent } from './auth-log.server';
import { formatLockMessage } from './lock-policy';
import { hashPassword, verifyPassword } from './password.server';
import { deleteStaleRateLimits, recordFailure, recordSuccess, reserveAttempt } from './rate-limit.server';
import { createSession, deleteExpiredSessions, type SessionAdmin } from './session.server';
import { checkSecondFactor, offersSecondFactor } from './second-factor.server';

const INVALID_CREDENTIALS = 'Invalid username or password';
const INVALID_2FA_CODE = 'Invalid 2FA code';

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

/** The session (and device cookie) of a sign-in that passed every check. */
function completeLogin(
  db: Db,
  admin: AdminRow,
  req: LoginRequest,
  device: { token: string; expire: number } | null,
  reason: string | undefined,
  now: number,
): LoginOutcome {
  const session = createSession(db, admin.id, { userAgent: req.userAgent, ip: req.ip }, now);
  markLogin(db, admin.id, now);
  deleteExpiredSessions(db, now);
  deleteStaleRateLimits(db, now);
  logAuthEvent('login.success', { ip: req.ip, requestId: req.requestId, adminId: admin.id, username: admin.username, reason });
  return { kind: 'success', admin: { id: admin.id, username: admin.username, email: admin.email }, session, device };
}

/**
 * A sign-in to an account that is locked, from an address that is not: the right password and a
 * second factor still get in; anything else gets the lock's answer and counts against the address.
 * The account's lock stays, so guesses from elsewhere keep being refused.
 */
async function attemptPastLock(db: Db, req: LoginRequest, username: string, addressKey: string, accountLockMs: number, now: number): Promise<LoginOutcome> {
  const log = { ip: req.ip, requestId: req.requestId };
  const admin = findAdminByUsername(db, username);
  const passwordOk = await checkPassword(admin, req.password);
  const second = admin && passwordOk ? await checkSecondFactor(db, admin, req, { ...log, adminId: admin.id, username: admin.username }, now) : null;
  if (!admin || !second?.ok) {
    recordFailure(db, [addressKey], now);
    logAuthEvent('login.locked', { ...log, adminId: admin?.id, reason: 'past_lock_refused', retryAfterSeconds: Math.ceil(accountLockMs / 1000) });
    return refuseLocked(accountLockMs);
  }
  recordSuccess(db, { reset: [], release: [addressKey] }, now);
  return completeLogin(db, admin, req, second.device, second.via === 'device' ? 'past_lock_device' : 'past_lock_code', now);
}

/** Runs one sign-in attempt; never throws for bad credentials. */
export async function attemptLogin(db: Db, req: LoginRequest, now: number = Date.now()): Promise<LoginOutcome> {
  const username = normalizeIdentifier(req.username);
  const log = { ip: req.ip, requestId: req.requestId };
  const addressKey = `login:ip:${toAddressBucket(req.ip)}`;
  const passwordKeys = [`login:user:${username}`, addressKey];
  const reserved = reserveAttempt(db, passwordKeys, now);
  if (!reserved.ok) {
    // Only the account is locked when the address alone still has attempts (that reserves one).
    if (offersSecondFactor(req) && reserveAttempt(db, [addressKey], now).ok) return attemptPastLock(db, req, username, addressKey, reserved.retryAfterMs, now);
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
  recordSuccess(db, { reset: [passwordKeys[0]], release: [addressKey] }, now);
  const who = { ...log, adminId: admin.id, username: admin.username };

  let device: { token: string; expire: number } | null = null;
  if (admin.twoFactorEnabled) {
    const second = await checkSecondFactor(db, admin, req, who, now);
    if (!second.ok) {
      if (second.reason === 'locked') return refuseLocked(second.retryAfterMs);
      if (second.reason === 'wrong') return { kind: 'refused', status: 401, error: INVALID_2FA_CODE };
      logAuthEvent('login.2fa_required', who);
      return { kind: 'requires2FA' };
    }
    device = second.device;
  }
  return completeLogin(db, admin, req, device, device ? 'device_trusted' : undefined, now);
}
