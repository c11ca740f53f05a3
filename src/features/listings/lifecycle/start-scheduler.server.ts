/**
 * The listing scheduler in the server process (started and stopped by src/app/serve.ts like the
 * mail sender): its own database connection and the server's clock (src/platform/clock: the system
 * clock in every production start).
 */
import { openDatabase } from '~/db/client';
import { getDatabasePath } from '~/platform/paths.server';
import { logError, logEvent } from '~/platform/log/logger';
import { getServerClock } from '~/platform/clock/server-clock';
import { nudgeSender } from '~/features/mail/index.server';
import { trashPurgeJob } from '~/features/admin/index.server';
import { listingJobs } from './jobs.server';
import { createScheduler } from './scheduler.server';

export interface ListingScheduler {
  /** Runs what is due at the clock's now (a test entry calls it after moving the clock). */
  runNow: () => Promise<unknown>;
  /** Lets the tick in flight finish, then closes the connection. */
  stop: () => Promise<void>;
}

/** Starts the scheduler; its first tick (catching up after downtime) runs in the background. */
export function startListingScheduler(): ListingScheduler {
  const db = openDatabase(getDatabasePath());
  // The admin's undo copies expire on the same ticks: one scheduler in the server process.
  const jobs = [...listingJobs, trashPurgeJob];
  const scheduler = createScheduler({ db, jobs, clock: getServerClock(), afterTick: nudgeSender });
  const started = scheduler.start().then(
    (summary) => logEvent('listing_scheduler_started', { jobs: jobs.length, ...summary }),
    (error: unknown) => logError('listing_scheduler_failed', error),
  );
  return {
    runNow: async () => {
      await started;
      return scheduler.runNow();
    },
    stop: async () => {
      await started;
      await scheduler.stop();
      db.$client.close();
    },
  };
}
