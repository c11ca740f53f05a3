import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { hitRateLimit, parseRateLimit } from './rate-limit.server';

function makeDb(): Database.Database {
  const db = new Database(':memory:');
  db.exec(
    'CREATE TABLE rate_limits (key TEXT PRIMARY KEY, count INTEGER NOT NULL DEFAULT 0, window_start INTEGER NOT NULL, locked_until INTEGER, lock_level INTEGER NOT NULL DEFAULT 0)',
  );
  return db;
}

describe('parseRateLimit', () => {
  it('reads count/seconds and refuses anything else', () => {
    expect(parseRateLimit('10/600')).toEqual({ max: 10, windowMs: 600_000 });
    expect(parseRateLimit(' 3 / 1 ')).toEqual({ max: 3, windowMs: 1000 });
    for (const bad of [undefined, '', '10', '0/60', '5/0', 'a/b', '-1/60']) expect(parseRateLimit(bad)).toBeNull();
  });
});

describe('hitRateLimit', () => {
  it('lets `max` requests through per window, then refuses until the window ends', () => {
    const db = makeDb();
    const limit = { max: 3, windowMs: 10_000 };
    const t0 = 1_000_000;
    expect([1, 2, 3].map(() => hitRateLimit(db, 'k', limit, t0).ok)).toEqual([true, true, true]);
    expect(hitRateLimit(db, 'k', limit, t0 + 4_000)).toEqual({ ok: false, retryAfterMs: 6_000 });
    expect(hitRateLimit(db, 'other', limit, t0 + 4_000).ok).toBe(true);
    expect(hitRateLimit(db, 'k', limit, t0 + 10_000)).toEqual({ ok: true, remaining: 2 });
  });

  it('counts exactly under a burst from two connections', () => {
    const file = `/tmp/rate-limit-${process.pid}-${Date.now()}.db`;
    const a = new Database(file);
    a.pragma('journal_mode = WAL');
    a.exec(
      'CREATE TABLE rate_limits (key TEXT PRIMARY KEY, count INTEGER NOT NULL DEFAULT 0, window_start INTEGER NOT NULL, locked_until INTEGER, lock_level INTEGER NOT NULL DEFAULT 0)',
    );
    const b = new Database(file);
    b.pragma('busy_timeout = 5000');
    const limit = { max: 10, windowMs: 60_000 };
    const results = Array.from({ length: 40 }, (_, i) => hitRateLimit(i % 2 ? a : b, 'burst', limit).ok);
    expect(results.filter(Boolean)).toHaveLength(10);
    a.close();
    b.close();
  });
});
