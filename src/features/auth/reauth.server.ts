/**
 * The current password asked again before a sensitive action (enabling or turning off 2FA, adding
 * or deleting an admin, resetting a colleague's 2FA; ASVS 4.0 V3.7.1), so a session left open or
 * stolen is not enough. Guesses count against the same per-account limit as the password change.
 */
import type { Db } from '~/db/client';
import { jsonError } from '~/platform/http/json';
import { findAdminById } from './accounts.server';
import { logAuthEvent, type AuthLogFields } from './auth-log.server';
import { lockedAnswer } from './locked-answer';
import { verifyPassword } from './password.server';
import { recordFailure, recordSuccess, reserveAttempt } from './rate-limit.server';

/** The answer to a wrong current password (the admin screens show it in their language). */
const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

/**
 * Checks the signed-in admin's password for `action`; a wrong one answers 403 (429 once locked), and
 * the caller changes nothing.
 */
export async function confirmCurrentPassword(
  db: Db,
  adminId: string,
  password: string,
  action: string,
  log: AuthLogFields,
  now: number = Date.now(),
): Promise<{ ok: true } | { ok: false; response: Response }> {
  const keys = [`password:user:${adminId}`];
  const reserved = reserveAttempt(db, keys, now);
  if (!reserved.ok) return { ok: false, response: lockedAnswer(reserved.retryAfterMs) };
  const row = findAdminById(db, adminId);
  if (!row || !(await verifyPassword(row.passwordHash, password))) {
    const lockedMs = recordFailure(db, keys, now);
    logAuthEvent('reauth.failure', { ...log, adminId, reason: action });
    return { ok: false, response: lockedMs > 0 ? lockedAnswer(lockedMs) : jsonError(403, WRONG_CURRENT_PASSWORD) };
  }
  recordSuccess(db, { reset: keys, release: [] }, now);
  return { ok: true };
}
