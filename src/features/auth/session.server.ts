/**
 * Admin sessions in SQLite after the Lucia author's guide: the cookie holds a random token, the
 * table holds its SHA-256 as `sid`. A session ends after 30 minutes without a request (idle) or
 * 12 hours after sign-in (absolute), whichever comes first. Every function takes `now` so tests
 * can move the clock.
 */
import { and, eq, lt, ne, or } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { adminUsers, sessions } from '~/db/schema';
import { equalHashes, generateToken, hashToken, isTokenShaped } from './tokens.server';

/** A session ends after this long without a request. */
export const SESSION_IDLE_MS = 30 * 60_000;
/** A session ends this long after sign-in, however active. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
/** last_seen is written at most this often, so reads do not turn into writes on every request. */
const TOUCH_INTERVAL_MS = 60_000;

export interface SessionAdmin {
  id: string;
  username: string;
  email: string;
}

export interface ValidSession {
  sid: string;
  adminId: string;
  expire: number;
  lastSeen: number;
  data: Record<string, string>;
}

/** Starts a session for an admin and returns the token for the cookie (never stored) with its expiry. */
export function createSession(
  db: Db,
  adminId: string,
  data: Record<string, string> = {},
  now: number = Date.now(),
): { token: string; sid: string; expire: number } {
  const token = generateToken();
  const sid = hashToken(token);
  const expire = now + SESSION_ABSOLUTE_MS;
  db.insert(sessions)
    .values({ sid, adminId, sess: data, expire: new Date(expire), lastSeen: new Date(now), createdAt: new Date(now) })
    .run();
  return { token, sid, expire };
}

/** The session and its active admin for a cookie token, or null when unknown, idle too long, past its lifetime or the admin is inactive. */
export function validateSessionToken(
  db: Db,
  token: string | undefined | null,
  now: number = Date.now(),
): { session: ValidSession; admin: SessionAdmin } | null {
  if (!isTokenShaped(token)) return null;
  const sid = hashToken(token);
  const row = db
    .select({
      sid: sessions.sid,
      adminId: sessions.adminId,
      expire: sessions.expire,
      lastSeen: sessions.lastSeen,
      data: sessions.sess,
      username: adminUsers.username,
      email: adminUsers.email,
      isActive: adminUsers.isActive,
    })
    .from(sessions)
    .innerJoin(adminUsers, eq(adminUsers.id, sessions.adminId))
    .where(eq(sessions.sid, sid))
    .get();
  // The lookup is by hash; the constant-time check guards against any index or collation surprise.
  if (!row || !equalHashes(row.sid, sid)) return null;
  const expire = row.expire.getTime();
  const lastSeen = row.lastSeen.getTime();
  if (now >= expire || now - lastSeen >= SESSION_IDLE_MS || !row.isActive) {
    invalidateSession(db, sid);
    return null;
  }
  const touched = now - lastSeen >= TOUCH_INTERVAL_MS;
  if (touched)
    db.update(sessions)
      .set({ lastSeen: new Date(now) })
      .where(eq(sessions.sid, sid))
      .run();
  return {
    session: { sid, adminId: row.adminId, expire, lastSeen: touched ? now : lastSeen, data: row.data ?? {} },
    admin: { id: row.adminId, username: row.username, email: row.email },
  };
}

/** Ends one session (logout). */
export function invalidateSession(db: Db, sid: string): void {
  db.delete(sessions).where(eq(sessions.sid, sid)).run();
}

/** Ends every session of an admin except one (password change); pass null to end them all. */
export function invalidateOtherSessions(db: Db, adminId: string, keepSid: string | null): number {
  const where = keepSid ? and(eq(sessions.adminId, adminId), ne(sessions.sid, keepSid)) : eq(sessions.adminId, adminId);
  return db.delete(sessions).where(where).run().changes;
}

/** Replaces the small JSON bag of a session (e.g. a pending 2FA secret). */
export function updateSessionData(db: Db, sid: string, data: Record<string, string>): void {
  db.update(sessions).set({ sess: data }).where(eq(sessions.sid, sid)).run();
}

/** Removes sessions past their lifetime or idle limit. */
export function deleteExpiredSessions(db: Db, now: number = Date.now()): number {
  return db
    .delete(sessions)
    .where(or(lt(sessions.expire, new Date(now)), lt(sessions.lastSeen, new Date(now - SESSION_IDLE_MS))))
    .run().changes;
}
