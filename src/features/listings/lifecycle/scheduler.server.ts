/**
 * The scheduler of the server process: croner wakes it (in Paramaribo time, never two ticks at
 * once), each tick asks the clock for "now" and runs what is due through the once-only runner.
 * `start()` runs one tick at once, so what fell due while the server was down runs at start.
 */
import { Cron } from 'croner';
import type { Db } from '~/db/client';
import { logEvent } from '~/platform/log/logger';
import { SITE_TIME_ZONE } from '~/platform/dates/weekdays';
import type { Clock } from './clock';
import { runDueJobs, type DueItem, type RunSummary, type ScheduledJob } from './job-runner.server';

/** Every minute at second 0: reminders fall due at 09:00 and ends at midnight, so a minute is plenty. */
const SCHEDULER_PATTERN = '0 * * * * *';

export interface SchedulerOptions {
  db: Db;
  jobs: readonly ScheduledJob<DueItem>[];
  clock: Clock;
  pattern?: string;
  /** Called after each tick that ran something (the server wakes the mail sender, so reminders leave at once). */
  afterTick?: (summary: RunSummary) => void;
}

export interface Scheduler {
  /** Runs what is due now (catching up after downtime), then every tick of the pattern. */
  start: () => Promise<RunSummary>;
  /** Runs what is due at the clock's now, after any tick in flight (tests call it after moving their clock). */
  runNow: () => Promise<RunSummary>;
  /** No new tick starts; resolves once the tick in flight has finished. */
  stop: () => Promise<void>;
}

export function createScheduler({ db, jobs, clock, pattern = SCHEDULER_PATTERN, afterTick }: SchedulerOptions): Scheduler {
  let cron: Cron | null = null;
  let stopped = false;
  // Ticks run one after another: a manual run waits for the scheduled one and the reverse.
  let chain: Promise<unknown> = Promise.resolve();

  const tick = (): Promise<RunSummary> => {
    const next = chain.then(() => {
      const summary = runDueJobs(db, jobs, clock());
      if (summary.ran + summary.failed > 0) {
        logEvent('scheduler_tick', { ...summary }, summary.failed > 0 ? 'warn' : 'info');
        afterTick?.(summary);
      }
      return summary;
    });
    chain = next.catch(() => undefined);
    return next;
  };

  return {
    start: async () => {
      if (cron || stopped) throw new Error('The scheduler starts once.');
      const first = await tick();
      if (!stopped) {
        cron = new Cron(pattern, { timezone: SITE_TIME_ZONE, protect: true }, async () => {
          if (!stopped) await tick();
        });
      }
      return first;
    },
    runNow: tick,
    stop: async () => {
      stopped = true;
      cron?.stop();
      await chain;
    },
  };
}
