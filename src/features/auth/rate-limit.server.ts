/**
 * Failure counters in SQLite (table rate_limits). An attempt is counted *before* its password or
 * code is checked, inside one IMMEDIATE transaction, so a burst of parallel requests cannot all reach
 * argon2 before the lock counts: only as many as the limit allows get through.
 */
import type { Db } from '~/db/client';
import { FAILURE_WINDOW_MS, LOCK_LEVEL_RESET_MS, getLockDurationMs, getMaxFailures } from './lock-policy';

interface LimitRow {
  key: string;
  count: number;
  window_start: number;
  locked_until: number | null;
  lock_level: number;
}

export type Reservation = { ok: true } | { ok: false; retryAfterMs: number };

function readRow(db: Db, key: string, now: number): LimitRow {
  const row = db.$client.prepare('SELECT key, count, window_start, locked_until, lock_level FROM rate_limits WHERE key = ?').get(key) as LimitRow | undefined;
  const fresh: LimitRow = row ? { ...row } : { key, count: 0, window_start: now, locked_until: null, lock_level: 0 };
  if (fresh.window_start + FAILURE_WINDOW_MS <= now) {
    fresh.count = 0;
    fresh.window_start = now;
  }
  if (fresh.lock_level > 0 && fresh.locked_until !== null && fresh.locked_until + LOCK_LEVEL_RESET_MS <= now) fresh.lock_level = 0;
  return fresh;
}

function writeRow(db: Db, row: LimitRow): void {
  db.$client
    .prepare(
      `INSERT INTO rate_limits (key, count, window_start, locked_until, lock_level) VALUES (@key, @count, @window_start, @locked_until, @lock_level)
       ON CONFLICT(key) DO UPDATE SET count = excluded.count, window_start = excluded.window_start,
         locked_until = excluded.locked_until, lock_level = excluded.lock_level`,
    )
    .run(row);
}

/** Counts one attempt on every key, or refuses (nothing counted) while a key is locked or out of attempts. */
export function reserveAttempt(db: Db, keys: string[], now: number = Date.now()): Reservation {
  return db.$client
    .transaction((): Reservation => {
      const rows = keys.map((key) => readRow(db, key, now));
      for (const row of rows) {
        if (row.locked_until !== null && row.locked_until > now) return { ok: false, retryAfterMs: row.locked_until - now };
        // Attempts still in flight count too: that is what stops a parallel burst.
        if (row.count >= getMaxFailures(row.key)) return { ok: false, retryAfterMs: getLockDurationMs(row.lock_level) };
      }
      for (const row of rows) writeRow(db, { ...row, count: row.count + 1 });
      return { ok: true };
    })
    .immediate();
}

/** Confirms a reserved attempt as a failure; locks every key that reached its limit. Returns the longest lock now in force (0 if none). */
export function recordFailure(db: Db, keys: string[], now: number = Date.now()): number {
  return db.$client
    .transaction((): number => {
      let lockedMs = 0;
      for (const key of keys) {
        const row = readRow(db, key, now);
        if (row.locked_until !== null && row.locked_until > now) {
          lockedMs = Math.max(lockedMs, row.locked_until - now);
          continue;
        }
        if (row.count < getMaxFailures(key)) continue;
        const lockedUntil = now + getLockDurationMs(row.lock_level);
        // The next window starts when the lock ends.
        writeRow(db, { key, count: 0, window_start: lockedUntil, locked_until: lockedUntil, lock_level: row.lock_level + 1 });
        lockedMs = Math.max(lockedMs, lockedUntil - now);
      }
      return lockedMs;
    })
    .immediate();
}

/** Confirms a reserved attempt as a success: `reset` keys start over, `release` keys get the attempt back. */
export function recordSuccess(db: Db, keys: { reset: string[]; release: string[] }, now: number = Date.now()): void {
  db.$client
    .transaction(() => {
      for (const key of keys.reset) db.$client.prepare('DELETE FROM rate_limits WHERE key = ?').run(key);
      for (const key of keys.release) {
        const row = readRow(db, key, now);
        if (row.count > 0) writeRow(db, { ...row, count: row.count - 1 });
      }
    })
    .immediate();
}

/** True while a key is locked (for tests and status checks). */
export function getLockedUntil(db: Db, key: string): number | null {
  const row = db.$client.prepare('SELECT locked_until FROM rate_limits WHERE key = ?').get(key) as { locked_until: number | null } | undefined;
  return row?.locked_until ?? null;
}

/** Drops counters untouched for a day and not locked, so random usernames do not pile up. */
export function deleteStaleRateLimits(db: Db, now: number = Date.now()): void {
  const cutoff = now - LOCK_LEVEL_RESET_MS;
  db.$client.prepare('DELETE FROM rate_limits WHERE window_start < ? AND (locked_until IS NULL OR locked_until < ?)').run(cutoff, cutoff);
}
