import { describe, expect, it } from 'vitest';
import { isTransientStatus, withRetry } from './retry';

describe('upload retries', () => {
  it('retries a failing step 3 times, 1 s apart, then gives up with the last error', async () => {
    const waits: number[] = [];
    let calls = 0;
    const failing = withRetry(
      async () => {
        calls++;
        throw new Error(`fail ${calls}`);
      },
      { sleep: async (ms) => void waits.push(ms) },
    );
    await expect(failing).rejects.toThrow('fail 4');
    expect(calls).toBe(4);
    expect(waits).toEqual([1000, 1000, 1000]);
  });

  it('returns as soon as an attempt succeeds', async () => {
    const seen: number[] = [];
    const result = await withRetry(
      async (attempt) => {
        seen.push(attempt);
        if (attempt < 2) throw new Error('flaky');
        return 'ok';
      },
      { sleep: async () => {} },
    );
    expect(result).toBe('ok');
    expect(seen).toEqual([0, 1, 2]);
  });

  it('stops at once when the error is not worth retrying', async () => {
    let calls = 0;
    await expect(
      withRetry(
        async () => {
          calls++;
          throw new Error('415');
        },
        { shouldRetry: () => false, sleep: async () => {} },
      ),
    ).rejects.toThrow('415');
    expect(calls).toBe(1);
  });

  it('treats network failures and 5xx as transient, refusals as final', () => {
    expect([null, 500, 503, 408, 429].every(isTransientStatus)).toBe(true);
    expect([400, 401, 403, 409, 413, 415, 422].some(isTransientStatus)).toBe(false);
  });
});
