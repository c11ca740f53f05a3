import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/db/client';
import { changeAdminPassword } from '~/features/auth/accounts.server';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, createSession, invalidateSession, validateSessionToken } from '~/features/auth/session.server';
import { hashToken } from '~/features/auth/tokens.server';
import { openFixtureDb } from './db-helpers';

let db: Db;
let adminId: string;
const T0 = Date.UTC(2026, 0, 1, 8, 0, 0);
const MIN = 60_000;

beforeAll(() => ({ db, adminId } = openFixtureDb()));
afterAll(() => db?.$client.close());

const countSessions = (sid: string) => (db.$client.prepare('SELECT count(*) AS n FROM sessions WHERE sid = ?').get(sid) as { n: number }).n;

describe('admin sessions (controllable clock)', () => {
  it('stores only the SHA-256 of a 160-bit token', () => {
    const { token, sid } = createSession(db, adminId, {}, T0);
    expect(token).toMatch(/^[a-z2-7]{32}$/);
    expect(sid).toBe(hashToken(token));
    expect(sid).not.toContain(token);
    const row = db.$client.prepare('SELECT sid FROM sessions WHERE sid = ?').get(sid) as { sid: string };
    expect(row.sid).toBe(sid);
    expect(JSON.stringify(db.$client.prepare('SELECT * FROM sessions').all())).not.toContain(token);
  });

  it('gives a new token at every call', () => {
    const a = createSession(db, adminId, {}, T0);
    const b = createSession(db, adminId, {}, T0);
    expect(a.token).not.toBe(b.token);
  });

  it('ends after the idle limit without requests', () => {
    const { token, sid } = createSession(db, adminId, {}, T0);
    expect(validateSessionToken(db, token, T0 + SESSION_IDLE_MS - MIN)?.admin.id).toBe(adminId);
    // That request moved last_seen; a second idle period from there ends it.
    expect(validateSessionToken(db, token, T0 + 2 * SESSION_IDLE_MS - 2 * MIN)).not.toBeNull();
    expect(validateSessionToken(db, token, T0 + 3 * SESSION_IDLE_MS)).toBeNull();
    expect(countSessions(sid)).toBe(0);
    expect(validateSessionToken(db, token, T0 + 3 * SESSION_IDLE_MS - MIN)).toBeNull();
  });

  it('ends at the absolute lifetime however active', () => {
    const { token, sid } = createSession(db, adminId, {}, T0);
    let now = T0;
    while (now + 20 * MIN < T0 + SESSION_ABSOLUTE_MS) {
      now += 20 * MIN;
      expect(validateSessionToken(db, token, now), `at +${(now - T0) / MIN} min`).not.toBeNull();
    }
    expect(validateSessionToken(db, token, T0 + SESSION_ABSOLUTE_MS)).toBeNull();
    expect(countSessions(sid)).toBe(0);
  });

  it('keeps lifetimes within 12 hours absolute and 30 minutes idle', () => {
    expect(SESSION_ABSOLUTE_MS).toBeLessThanOrEqual(12 * 60 * MIN);
    expect(SESSION_IDLE_MS).toBeLessThanOrEqual(30 * MIN);
  });

  it('refuses unknown, malformed and logged-out tokens', () => {
    expect(validateSessionToken(db, 'a'.repeat(32), T0)).toBeNull();
    expect(validateSessionToken(db, "' OR 1=1 --", T0)).toBeNull();
    expect(validateSessionToken(db, null, T0)).toBeNull();
    const { token, sid } = createSession(db, adminId, {}, T0);
    invalidateSession(db, sid);
    expect(validateSessionToken(db, token, T0)).toBeNull();
  });

  it('a password change ends every other session of the admin and keeps the current one', async () => {
    const current = createSession(db, adminId, {}, Date.now());
    const other1 = createSession(db, adminId, {}, Date.now());
    const other2 = createSession(db, adminId, {}, Date.now());
    const result = await changeAdminPassword(db, adminId, 'a-brand-new-passphrase', current.sid);
    expect(result.sessionsEnded).toBeGreaterThanOrEqual(2);
    expect(validateSessionToken(db, current.token)).not.toBeNull();
    expect(validateSessionToken(db, other1.token)).toBeNull();
    expect(validateSessionToken(db, other2.token)).toBeNull();
  });
});
