/**
 * Fixed-window request counters in SQLite (table rate_limits), for public writes that store data.
 * One UPSERT counts the request and reads the new count atomically, so a parallel burst cannot
 * slip past the limit: the n-th request of a window sees exactly n.
 */
import type Database from 'better-sqlite3';

/** A limit: at most `max` requests per `windowMs`. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

export type RateDecision = { ok: true; remaining: number } | { ok: false; retryAfterMs: number };

/** Parses "count/seconds" (e.g. "10/600"); null when malformed. */
export function parseRateLimit(value: string | undefined): RateLimit | null {
  const match = /^\s*(\d{1,9})\s*\/\s*(\d{1,9})\s*$/.exec(value ?? '');
  if (!match) return null;
  const max = Number(match[1]);
  const seconds = Number(match[2]);
  return max >= 1 && seconds >= 1 ? { max, windowMs: seconds * 1000 } : null;
}

/** The limit from an environment value, or the default when unset or malformed (start-up validation reports malformed ones). */
export function readRateLimit(value: string | undefined, fallback: RateLimit): RateLimit {
  return parseRateLimit(value) ?? fallback;
}

const COUNT_SQL = `
  INSERT INTO rate_limits (key, count, window_start, lock_level) VALUES (@key, 1, @now, 0)
  ON CONFLICT(key) DO UPDATE SET
    count = CASE WHEN window_start + @windowMs <= @now THEN 1 ELSE count + 1 END,
    window_start = CASE WHEN window_start + @windowMs <= @now THEN @now ELSE window_start END
  RETURNING count, window_start AS windowStart`;

/** Counts one request against a key: its number in the current window and when that window began. */
export function countRequest(sqlite: Database.Database, key: string, windowMs: number, now: number): { count: number; windowStart: number } {
  return sqlite.prepare(COUNT_SQL).get({ key, now, windowMs }) as { count: number; windowStart: number };
}

/** Counts one request against a key and decides whether it may go ahead. */
export function hitRateLimit(sqlite: Database.Database, key: string, limit: RateLimit, now: number = Date.now()): RateDecision {
  const row = countRequest(sqlite, key, limit.windowMs, now);
  if (row.count <= limit.max) return { ok: true, remaining: limit.max - row.count };
  return { ok: false, retryAfterMs: Math.max(1000, row.windowStart + limit.windowMs - now) };
}

/** A key's current window without counting anything (count 0 when the window has passed or never began). */
export function peekRequestCount(sqlite: Database.Database, key: string, windowMs: number, now: number): { count: number; windowStart: number } {
  const row = sqlite.prepare('SELECT count, window_start AS windowStart FROM rate_limits WHERE key = ?').get(key) as
    { count: number; windowStart: number } | undefined;
  return row && row.windowStart + windowMs > now ? row : { count: 0, windowStart: now };
}
