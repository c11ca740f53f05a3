/**
 * The clock the listing lifecycle reads: a function giving "now". Rules take `now` as an argument;
 * only the scheduler and the future request handlers call a clock. Production always uses
 * `systemClock`: no setting, variable or endpoint can replace it. Tests pass their own clock to
 * `createScheduler` (src/features/listings/lifecycle/scheduler.server.ts) in the test process.
 */
import type { Clock } from '~/platform/clock/server-clock';

export type { Clock } from '~/platform/clock/server-clock';

/** A clock a test moves by hand (never used by a production start: nothing in src/app creates one). */
export function createManualClock(start: Date): Clock & { set: (at: Date) => void; advance: (ms: number) => void } {
  let current = start.getTime();
  const clock = () => new Date(current);
  clock.set = (at: Date) => {
    current = at.getTime();
  };
  clock.advance = (ms: number) => {
    current += ms;
  };
  return clock;
}
