import { describe, expect, it } from 'vitest';
import { ACCOUNT_MAX_FAILURES, ADDRESS_MAX_FAILURES, MAX_LOCK_MS, formatLockMessage, getLockDurationMs, getMaxFailures } from './lock-policy';

describe('lock policy', () => {
  it('doubles the lock with each level up to 24 hours', () => {
    expect(getLockDurationMs(0)).toBe(5 * 60_000);
    expect(getLockDurationMs(1)).toBe(10 * 60_000);
    expect(getLockDurationMs(3)).toBe(40 * 60_000);
    expect(getLockDurationMs(50)).toBe(MAX_LOCK_MS);
  });

  it('allows more failures per address than per account', () => {
    expect(getMaxFailures('login:user:alice')).toBe(ACCOUNT_MAX_FAILURES);
    expect(getMaxFailures('2fa:user:1')).toBe(ACCOUNT_MAX_FAILURES);
    expect(getMaxFailures('login:ip:10.0.0.1')).toBe(ADDRESS_MAX_FAILURES);
    expect(ADDRESS_MAX_FAILURES).toBeGreaterThan(ACCOUNT_MAX_FAILURES);
  });

  it('says how long to wait in whole minutes', () => {
    expect(formatLockMessage(1)).toBe('Too many failed attempts. Try again in 1 minute.');
    expect(formatLockMessage(5 * 60_000)).toBe('Too many failed attempts. Try again in 5 minutes.');
    expect(formatLockMessage(5 * 60_000 + 1)).toBe('Too many failed attempts. Try again in 6 minutes.');
  });
});
