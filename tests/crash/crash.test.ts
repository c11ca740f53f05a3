/**
 * Crash safety: the built server under a mixed write load is killed with SIGKILL at random moments
 * and restarted; after each restart the database is intact, every acknowledged write is there,
 * no image is half written and no orphan file remains. A few kills in `npm test`;
 * `npm run test:crash` sets CRASH_KILLS for many more.
 */
import { describe, expect, inject, it } from 'vitest';
import { copyFixture } from '../helpers/fixture';
import { runCrashCycles } from './crash-run';

const KILLS = Number(process.env.CRASH_KILLS ?? 4);

describe('crash safety', () => {
  it(`survives ${KILLS} SIGKILLs under write load without losing an acknowledged write`, { timeout: 60_000 + KILLS * 15_000 }, async () => {
    const dataDir = copyFixture(inject('fixtureDir'));
    const result = await runCrashCycles({
      dataDir,
      kills: KILLS,
      // Every order comes from 127.0.0.1; lift the public write limit so the load is not refused.
      env: { RATE_LIMIT_RECEIPTS: '100000/60', RATE_LIMIT_CHECKOUT: '100000/60' },
      onCycle: (cycle, ledger, timings) => {
        if (process.env.CRASH_VERBOSE) console.log(`crash ${cycle}/${KILLS} survived; acknowledged so far`, ledger.counts, timings);
      },
    });
    const summary = { crashesSurvived: result.crashesSurvived, writes: result.ledger.counts, cleaned: result.cleaned, seconds: Math.round(result.ms / 1000) };
    console.log(`crash run: ${JSON.stringify(summary)}`);
    expect(result.problems).toEqual([]);
    expect(result.crashesSurvived).toBe(KILLS);
    // The load really wrote: every kind of write was acknowledged at least once over the run.
    const total = Object.values(result.ledger.counts).reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(KILLS);
  });
});
