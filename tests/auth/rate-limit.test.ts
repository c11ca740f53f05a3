import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/db/client';
import { ACCOUNT_MAX_FAILURES, FAILURE_WINDOW_MS, getLockDurationMs } from '~/features/auth/lock-policy';
import { getLockedUntil, recordFailure, recordSuccess, reserveAttempt } from '~/features/auth/rate-limit.server';
import { openFixtureDb } from './db-helpers';

let db: Db;
const T0 = Date.UTC(2026, 0, 1, 8, 0, 0);

beforeAll(() => ({ db } = openFixtureDb()));
afterAll(() => db?.$client.close());

/** One failed attempt at `now`; returns the lock in force afterwards (ms) or -1 when refused up front. */
function fail(keys: string[], now: number): number {
  const r = reserveAttempt(db, keys, now);
  if (!r.ok) return -1;
  return recordFailure(db, keys, now);
}

describe('failure counters', () => {
  it('lock after the limit, refuse while locked, and grow the next lock', () => {
    const keys = ['login:user:grow'];
    for (let i = 1; i < ACCOUNT_MAX_FAILURES; i++) expect(fail(keys, T0 + i)).toBe(0);
    expect(fail(keys, T0 + 10)).toBe(getLockDurationMs(0));
    expect(reserveAttempt(db, keys, T0 + 11)).toEqual({ ok: false, retryAfterMs: getLockDurationMs(0) - 1 });
    // After the lock, five more failures give a lock twice as long.
    const after = T0 + 10 + getLockDurationMs(0);
    for (let i = 1; i < ACCOUNT_MAX_FAILURES; i++) expect(fail(keys, after + i)).toBe(0);
    expect(fail(keys, after + 10)).toBe(getLockDurationMs(1));
  });

  it('counts an attempt before it is checked, so a burst cannot outrun the lock', () => {
    const keys = ['login:user:burst', 'login:ip:10.9.9.9'];
    const reservations = Array.from({ length: 100 }, () => reserveAttempt(db, keys, T0));
    expect(reservations.filter((r) => r.ok)).toHaveLength(ACCOUNT_MAX_FAILURES);
    for (let i = 0; i < ACCOUNT_MAX_FAILURES; i++) recordFailure(db, keys, T0);
    expect(getLockedUntil(db, 'login:user:burst')).toBe(T0 + getLockDurationMs(0));
  });

  it('forgets failures outside the window and starts over after a success', () => {
    const keys = ['login:user:window'];
    for (let i = 0; i < ACCOUNT_MAX_FAILURES - 1; i++) fail(keys, T0);
    expect(fail(keys, T0 + FAILURE_WINDOW_MS + 1)).toBe(0);
    const other = ['login:user:success'];
    for (let i = 0; i < ACCOUNT_MAX_FAILURES - 1; i++) fail(other, T0);
    expect(reserveAttempt(db, other, T0).ok).toBe(true);
    recordSuccess(db, { reset: other, release: [] }, T0);
    for (let i = 0; i < ACCOUNT_MAX_FAILURES - 1; i++) expect(fail(other, T0)).toBe(0);
  });

  it('gives a released attempt back without clearing earlier failures', () => {
    const keys = ['login:ip:10.1.1.1'];
    expect(reserveAttempt(db, keys, T0).ok).toBe(true);
    recordFailure(db, keys, T0);
    expect(reserveAttempt(db, keys, T0).ok).toBe(true);
    recordSuccess(db, { reset: [], release: keys }, T0);
    const row = db.$client.prepare('SELECT count FROM rate_limits WHERE key = ?').get(keys[0]) as { count: number };
    expect(row.count).toBe(1);
  });
});
