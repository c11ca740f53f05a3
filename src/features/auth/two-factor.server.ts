/**
 * Two-factor authentication of an admin: setup (a pending secret kept, encrypted, in the session),
 * enabling with a valid code, and checking a code at login. A code is claimed with one conditional
 * UPDATE of two_factor_last_step, so of two requests with the same code exactly one wins.
 */
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { adminUsers } from '~/db/schema';
import { openSecret, sealSecret } from './secret-box.server';
import { invalidateOtherSessions, updateSessionData, type ValidSession } from './session.server';
import { checkTotpCode, createTotpEnrollment, createTotpSecret } from './totp.server';
import { revokeTrustedDevices } from './trusted-devices.server';

const PENDING_KEY = 'pendingTwoFactorSecret';

/** Claims a TOTP step for an admin; false when an equal or later step was already used. */
function claimStep(db: Db, adminId: string, step: number, extra: Partial<typeof adminUsers.$inferInsert> = {}): boolean {
  const unused = or(isNull(adminUsers.twoFactorLastStep), lt(adminUsers.twoFactorLastStep, step));
  return (
    db
      .update(adminUsers)
      .set({ twoFactorLastStep: step, ...extra })
      .where(and(eq(adminUsers.id, adminId), unused))
      .run().changes === 1
  );
}

/** Checks a login code against the admin's stored secret and uses it up; false for a wrong, old or reused code. */
export async function verifyLoginCode(
  db: Db,
  admin: { id: string; twoFactorSecret: string | null; twoFactorLastStep: number | null },
  code: string,
  now: number = Date.now(),
): Promise<boolean> {
  if (!admin.twoFactorSecret) return false;
  const secret = openSecret(admin.twoFactorSecret, admin.id);
  if (!secret) return false;
  const check = await checkTotpCode(secret, code, now, admin.twoFactorLastStep);
  return check.valid && claimStep(db, admin.id, check.step);
}

/** Starts a setup: a new secret, kept encrypted in the session until a code confirms it; returns the QR code and secret. */
export async function startTwoFactorSetup(db: Db, session: ValidSession, username: string): Promise<{ qrCode: string; secret: string }> {
  const secret = createTotpSecret();
  const { qrCode } = await createTotpEnrollment(secret, username);
  updateSessionData(db, session.sid, { ...session.data, [PENDING_KEY]: sealSecret(secret, session.adminId) });
  return { qrCode, secret };
}

export type EnableResult = { ok: true; devicesRevoked: number } | { ok: false; reason: 'no_setup' | 'invalid_code' };

/** Enables 2FA with the pending secret when the code is valid; revokes trusted devices so they must pass the new 2FA. */
export async function enableTwoFactor(db: Db, session: ValidSession, code: string, now: number = Date.now()): Promise<EnableResult> {
  const sealed = session.data[PENDING_KEY];
  const secret = sealed ? openSecret(sealed, session.adminId) : null;
  if (!sealed || !secret) return { ok: false, reason: 'no_setup' };
  const check = await checkTotpCode(secret, code, now, null);
  if (!check.valid) return { ok: false, reason: 'invalid_code' };
  return db.$client
    .transaction((): EnableResult => {
      // Storing the step makes the code just used unusable for a login right after.
      const claimed = claimStep(db, session.adminId, check.step, { twoFactorEnabled: true, twoFactorSecret: sealed, updatedAt: new Date(now) });
      if (!claimed) return { ok: false, reason: 'invalid_code' };
      const devicesRevoked = revokeTrustedDevices(db, session.adminId);
      const { [PENDING_KEY]: _dropped, ...rest } = session.data;
      updateSessionData(db, session.sid, rest);
      return { ok: true, devicesRevoked };
    })
    .immediate();
}

/**
 * Turns 2FA off for an admin: secret and last step cleared, trusted devices revoked (they stood in
 * for a code that no longer exists). With `endSessions` (a colleague's reset) every session of that
 * admin ends too. Returns false when 2FA was not on.
 */
export function turnOffTwoFactor(
  db: Db,
  adminId: string,
  options: { endSessions: boolean },
  now: number = Date.now(),
): { ok: boolean; devicesRevoked: number; sessionsEnded: number } {
  return db.$client
    .transaction(() => {
      const changed = db
        .update(adminUsers)
        .set({ twoFactorEnabled: false, twoFactorSecret: null, twoFactorLastStep: null, updatedAt: new Date(now) })
        .where(and(eq(adminUsers.id, adminId), eq(adminUsers.twoFactorEnabled, true)))
        .run().changes;
      if (changed === 0) return { ok: false, devicesRevoked: 0, sessionsEnded: 0 };
      const devicesRevoked = revokeTrustedDevices(db, adminId);
      const sessionsEnded = options.endSessions ? invalidateOtherSessions(db, adminId, null) : 0;
      return { ok: true, devicesRevoked, sessionsEnded };
    })
    .immediate();
}
