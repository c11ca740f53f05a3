/**
 * The jobs the listing scheduler runs. Empty until the reminder and expiry jobs land (issue 17):
 * the scheduler already runs in the server process, so adding a job here is all it takes.
 */
import type { DueItem, ScheduledJob } from './job-runner.server';

export const listingJobs: readonly ScheduledJob<DueItem>[] = [];
