/**
 * The brute-force policy for logins, 2FA codes and password checks, as pure functions:
 * a few failures inside a window, then a lock that doubles with every further lock.
 */

/** Failures allowed per account (and per 2FA account) inside the window before a lock. */
export const ACCOUNT_MAX_FAILURES = 5;
/** Failures allowed per client address inside the window; higher, as several people may share one address. */
export const ADDRESS_MAX_FAILURES = 20;
/** Failures older than this no longer count. */
export const FAILURE_WINDOW_MS = 15 * 60_000;
/** The first lock; each further lock doubles it. */
const BASE_LOCK_MS = 5 * 60_000;
/** No lock is longer than this. */
export const MAX_LOCK_MS = 24 * 60 * 60_000;
/** A key that has stayed unlocked this long starts again at the first lock length. */
export const LOCK_LEVEL_RESET_MS = 24 * 60 * 60_000;

/** The length of the lock at a level (0 = first lock): 5, 10, 20, 40 minutes ... at most 24 hours. */
export function getLockDurationMs(level: number): number {
  return Math.min(MAX_LOCK_MS, BASE_LOCK_MS * 2 ** Math.max(0, Math.min(level, 20)));
}

/** The failure limit of a rate-limit key by its kind (`login:user:…`, `login:ip:…`, `2fa:user:…`). */
export function getMaxFailures(key: string): number {
  return key.split(':')[1] === 'ip' ? ADDRESS_MAX_FAILURES : ACCOUNT_MAX_FAILURES;
}

/** A wait in whole minutes for a message, at least 1. */
function toWholeMinutes(ms: number): number {
  return Math.max(1, Math.ceil(ms / 60_000));
}

/** The message of a 429 answer. */
export function formatLockMessage(retryAfterMs: number): string {
  const minutes = toWholeMinutes(retryAfterMs);
  return `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
