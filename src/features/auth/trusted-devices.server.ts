/**
 * Trusted devices: 'Trust this device for 30 days' stores the SHA-256 of a random token kept in its
 * own HttpOnly cookie. The 30 days are fixed at creation and never slide; a password change or
 * enabling 2FA again revokes every device of the admin.
 */
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { trustedDevices } from '~/db/schema';
import { describeDevice } from './device-name';
import { generateToken, hashToken, isTokenShaped } from './tokens.server';

/** How long a device stays trusted. */
const TRUSTED_DEVICE_MS = 30 * 24 * 60 * 60_000;

/** Trusts the current browser for an admin; returns the cookie token and its fixed expiry. */
export function trustDevice(db: Db, adminId: string, meta: { userAgent: string; ip: string }, now: number = Date.now()): { token: string; expire: number } {
  const token = generateToken();
  const expire = now + TRUSTED_DEVICE_MS;
  db.insert(trustedDevices)
    .values({
      adminId,
      deviceFingerprint: hashToken(token),
      deviceName: describeDevice(meta.userAgent),
      userAgent: meta.userAgent,
      ipAddress: meta.ip,
      lastUsed: new Date(now),
      expiresAt: new Date(expire),
      createdAt: new Date(now),
    })
    .run();
  return { token, expire };
}

/** True when the token belongs to a device trusted by this admin and not expired; notes its use. */
export function useTrustedDevice(db: Db, adminId: string, token: string | null, now: number = Date.now()): boolean {
  if (!isTokenShaped(token)) return false;
  const where = and(eq(trustedDevices.adminId, adminId), eq(trustedDevices.deviceFingerprint, hashToken(token)), gt(trustedDevices.expiresAt, new Date(now)));
  // Only last_used moves; expires_at stays where creation put it.
  return (
    db
      .update(trustedDevices)
      .set({ lastUsed: new Date(now) })
      .where(where)
      .run().changes === 1
  );
}

/** Revokes every trusted device of an admin; returns how many. */
export function revokeTrustedDevices(db: Db, adminId: string): number {
  return db.delete(trustedDevices).where(eq(trustedDevices.adminId, adminId)).run().changes;
}
