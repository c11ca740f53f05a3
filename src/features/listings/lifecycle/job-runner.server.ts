/**
 * The scheduler's once-only rule. A job says what is due at `now` (each item with a due key that
 * names it for good, e.g. `reminder_14d:<listing>:<end date>`); the runner applies each item in
 * one transaction that first inserts the run marker (job name + due key, unique) and then the
 * job's effect. Both commit together or not at all, so:
 * - a crash before the commit leaves neither: the item is still due and runs at the next tick or
 *   start (never skipped);
 * - after the commit the marker refuses the item: it never runs twice, however often it is found
 *   due again, by this process after a restart or by another one.
 * A failing item rolls back, is logged and retried at the next tick; the others still run.
 */
import type { RunResult } from 'better-sqlite3';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import { and, eq } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { schedulerRuns } from '~/db/schema';
import type * as schema from '~/db/schema';
import { logError } from '~/platform/log/logger';

/** A transaction on the database: what a job's effect writes with. */
export type JobTx = BaseSQLiteDatabase<'sync', RunResult, typeof schema>;

/** One piece of due work; `dueKey` is stable: the same work found again has the same key. */
export interface DueItem {
  dueKey: string;
}

export interface ScheduledJob<T extends DueItem = DueItem> {
  /** Stable name, part of every run marker (renaming a job would run its past work again). */
  name: string;
  /** The work due at `now`; may include work already done (the marker skips it), should stay small. */
  findDue: (db: Db, now: Date) => T[];
  /** The effect of one item, written with `tx` inside the transaction that writes its marker (method syntax: a job of a narrower item fits a list of jobs). */
  run(tx: JobTx, item: T, now: Date): void;
  /** Called once per tick after the items that ran have committed (e.g. to purge cached pages they changed). */
  afterRun?(done: T[]): void;
}

export interface RunSummary {
  ran: number;
  alreadyDone: number;
  failed: number;
}

/** Applies one item once: false when its marker exists (done before). Throws when the effect fails (nothing written). */
export function runOnce<T extends DueItem>(db: Db, job: ScheduledJob<T>, item: T, now: Date): boolean {
  return db.transaction(
    (tx) => {
      const marked = tx.insert(schedulerRuns).values({ jobName: job.name, dueKey: item.dueKey, ranAt: now }).onConflictDoNothing().run();
      if (marked.changes === 0) return false;
      job.run(tx, item, now);
      return true;
    },
    { behavior: 'immediate' },
  );
}

/** Runs every due item of every job once, in order; one failure does not stop the rest. */
export function runDueJobs(db: Db, jobs: readonly ScheduledJob<DueItem>[], now: Date): RunSummary {
  const summary: RunSummary = { ran: 0, alreadyDone: 0, failed: 0 };
  for (const job of jobs) {
    let items: DueItem[];
    try {
      items = job.findDue(db, now);
    } catch (error) {
      logError('scheduler_find_failed', error, { job: job.name });
      summary.failed++;
      continue;
    }
    const done: DueItem[] = [];
    for (const item of items) {
      try {
        if (runOnce(db, job, item, now)) {
          summary.ran++;
          done.push(item);
        } else summary.alreadyDone++;
      } catch (error) {
        logError('scheduler_job_failed', error, { job: job.name, dueKey: item.dueKey });
        summary.failed++;
      }
    }
    if (done.length > 0 && job.afterRun) {
      try {
        job.afterRun(done);
      } catch (error) {
        logError('scheduler_after_run_failed', error, { job: job.name });
      }
    }
  }
  return summary;
}

/** Whether an item's marker exists: lets a job's `findDue` leave out work done before. */
export function hasRun(db: Db, jobName: string, dueKey: string): boolean {
  return (
    db
      .select({ k: schedulerRuns.dueKey })
      .from(schedulerRuns)
      .where(and(eq(schedulerRuns.jobName, jobName), eq(schedulerRuns.dueKey, dueKey)))
      .get() !== undefined
  );
}
