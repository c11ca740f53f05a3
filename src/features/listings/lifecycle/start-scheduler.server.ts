/**
 * The listing scheduler in the server process (started and stopped by src/app/serve.ts like the
 * mail sender): its own database connection and the system clock, always. There is no option,
 * environment variable or endpoint that changes the clock of a production start; tests build
 * their scheduler with `createScheduler` and a manual clock instead.
 */
import { openDatabase } from '~/db/client';
import { getDatabasePath } from '~/platform/paths.server';
import { logError, logEvent } from '~/platform/log/logger';
import { systemClock } from './clock';
import { listingJobs } from './jobs.server';
import { createScheduler } from './scheduler.server';

export interface ListingScheduler {
  /** Lets the tick in flight finish, then closes the connection. */
  stop: () => Promise<void>;
}

/** Starts the scheduler; its first tick (catching up after downtime) runs in the background. */
export function startListingScheduler(): ListingScheduler {
  const db = openDatabase(getDatabasePath());
  const scheduler = createScheduler({ db, jobs: listingJobs, clock: systemClock });
  const started = scheduler.start().then(
    (summary) => logEvent('listing_scheduler_started', { jobs: listingJobs.length, ...summary }),
    (error: unknown) => logError('listing_scheduler_failed', error),
  );
  return {
    stop: async () => {
      await started;
      await scheduler.stop();
      db.$client.close();
    },
  };
}
