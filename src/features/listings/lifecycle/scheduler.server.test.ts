/**
 * The scheduler's once-only rule: an item runs once, a restart in the middle (marker written or
 * not) neither repeats nor skips it, and what fell due while the server was down runs at start.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '~/db/client';
import { migrateDatabase } from '~/db/migrate';
import { schedulerRuns } from '~/db/schema';
import { makeTempDir } from '../../../../tests/helpers/fixture';
import { createManualClock } from './clock';
import { hasRun, runDueJobs, runOnce, type ScheduledJob } from './job-runner.server';
import { createScheduler } from './scheduler.server';

let dir: string;
let file: string;
let db: Db;
beforeEach(() => {
  dir = makeTempDir('guide-scheduler-');
  file = path.join(dir, 'guide.db');
  db = openDatabase(file);
  migrateDatabase(db);
  db.$client.exec('create table effects (due_key text not null, at integer not null)');
});
afterEach(() => {
  if (db.$client.open) db.$client.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const effects = (d: Db = db) => d.$client.prepare('select due_key as k from effects order by rowid').all() as { k: string }[];

/** Work that falls due at fixed instants; the effect writes one row, optionally failing halfway. */
function timedJob(due: Record<string, string>, failOn = new Set<string>()): ScheduledJob<{ dueKey: string }> {
  return {
    name: 'test_job',
    findDue: (_db, now) =>
      Object.entries(due)
        .filter(([, at]) => new Date(at).getTime() <= now.getTime())
        .map(([dueKey]) => ({ dueKey })),
    run: (tx, item, now) => {
      tx.run(sql`insert into effects (due_key, at) values (${item.dueKey}, ${now.getTime()})`);
      if (failOn.has(item.dueKey)) throw new Error(`crash while running ${item.dueKey}`);
    },
  };
}

const due = { a: '2026-04-01T12:00:00Z', b: '2026-04-12T12:00:00Z', c: '2026-04-16T03:00:00Z' };

describe('job runner', () => {
  it('runs an item once, however often it is found due', () => {
    const job = timedJob(due);
    expect(runDueJobs(db, [job], new Date('2026-03-31T00:00:00Z'))).toEqual({ ran: 0, alreadyDone: 0, failed: 0 });
    expect(runDueJobs(db, [job], new Date('2026-04-01T12:00:00Z'))).toEqual({ ran: 1, alreadyDone: 0, failed: 0 });
    expect(runDueJobs(db, [job], new Date('2026-04-02T00:00:00Z'))).toEqual({ ran: 0, alreadyDone: 1, failed: 0 });
    expect(runOnce(db, job, { dueKey: 'a' }, new Date('2026-04-03T00:00:00Z'))).toBe(false);
    expect(effects()).toEqual([{ k: 'a' }]);
    expect(hasRun(db, 'test_job', 'a')).toBe(true);
    expect(hasRun(db, 'other_job', 'a')).toBe(false);
  });

  it('writes neither marker nor effect when the effect fails, and runs the item later', () => {
    const failing = timedJob(due, new Set(['b']));
    expect(runDueJobs(db, [failing], new Date('2026-04-13T00:00:00Z'))).toEqual({ ran: 1, alreadyDone: 0, failed: 1 });
    expect(effects()).toEqual([{ k: 'a' }]);
    expect(hasRun(db, 'test_job', 'b')).toBe(false);
    expect(runDueJobs(db, [timedJob(due)], new Date('2026-04-13T00:01:00Z'))).toEqual({ ran: 1, alreadyDone: 1, failed: 0 });
    expect(effects()).toEqual([{ k: 'a' }, { k: 'b' }]);
  });

  it('keeps one job failing to find its work from stopping the others', () => {
    const broken: ScheduledJob = {
      name: 'broken',
      findDue: () => {
        throw new Error('query failed');
      },
      run: () => undefined,
    };
    expect(runDueJobs(db, [broken, timedJob(due)], new Date('2026-04-02T00:00:00Z'))).toEqual({ ran: 1, alreadyDone: 0, failed: 1 });
  });
});

describe('restart in the middle', () => {
  it('a process that dies after writing the marker but before the commit leaves nothing: the item runs at the next start', () => {
    // Another connection plays the dying process: marker and half the effect written, never committed.
    const dying = new Database(file);
    dying.exec('begin immediate');
    dying.prepare("insert into scheduler_runs (job_name, due_key, ran_at) values ('test_job', 'a', 1)").run();
    dying.prepare("insert into effects (due_key, at) values ('a', 1)").run();
    dying.close(); // closing without commit is what a killed process leaves behind: a rollback
    expect(hasRun(db, 'test_job', 'a')).toBe(false);
    expect(effects()).toEqual([]);

    expect(runDueJobs(db, [timedJob(due)], new Date('2026-04-02T00:00:00Z')).ran).toBe(1);
    expect(effects()).toEqual([{ k: 'a' }]);
  });

  it('after the commit, a restarted scheduler never runs the item again', async () => {
    const clock = createManualClock(new Date('2026-04-02T00:00:00Z'));
    const first = createScheduler({ db, jobs: [timedJob(due)], clock });
    expect((await first.start()).ran).toBe(1);
    await first.stop();
    db.$client.close();

    db = openDatabase(file); // the restart: a new connection, a new scheduler, the same clock
    const second = createScheduler({ db, jobs: [timedJob(due)], clock });
    expect(await second.start()).toEqual({ ran: 0, alreadyDone: 1, failed: 0 });
    await second.stop();
    expect(effects()).toEqual([{ k: 'a' }]);
    expect(db.select().from(schedulerRuns).all()).toHaveLength(1);
  });
});

describe('scheduler', () => {
  it('runs at start what fell due while the server was down, each item once', async () => {
    const clock = createManualClock(new Date('2026-03-01T00:00:00Z'));
    const scheduler = createScheduler({ db, jobs: [timedJob(due)], clock });
    expect((await scheduler.start()).ran).toBe(0);
    await scheduler.stop();

    clock.set(new Date('2026-05-01T00:00:00Z')); // the server was down all April
    const restarted = createScheduler({ db, jobs: [timedJob(due)], clock });
    expect(await restarted.start()).toEqual({ ran: 3, alreadyDone: 0, failed: 0 });
    expect(await restarted.runNow()).toEqual({ ran: 0, alreadyDone: 3, failed: 0 });
    await restarted.stop();
    expect(effects().map((e) => e.k)).toEqual(['a', 'b', 'c']);
  });

  it('runs due work when the clock moves and records the clock time, not the wall time', async () => {
    const clock = createManualClock(new Date('2026-04-01T11:59:59Z'));
    const scheduler = createScheduler({ db, jobs: [timedJob(due)], clock });
    await scheduler.start();
    expect(effects()).toEqual([]);
    clock.advance(1000);
    expect((await scheduler.runNow()).ran).toBe(1);
    await scheduler.stop();
    const row = db.$client.prepare('select at from effects').get() as { at: number };
    expect(row.at).toBe(new Date('2026-04-01T12:00:00Z').getTime());
  });

  it('ticks on its croner pattern and stops ticking when stopped', async () => {
    const clock = createManualClock(new Date('2026-04-01T00:00:00Z'));
    let finds = 0;
    let secondFind: () => void = () => undefined;
    const ticked = new Promise<void>((resolve) => (secondFind = resolve));
    const job: ScheduledJob = {
      name: 'counting',
      findDue: () => {
        if (++finds === 2) secondFind();
        return [];
      },
      run: () => undefined,
    };
    const scheduler = createScheduler({ db, jobs: [job], clock, pattern: '* * * * * *' });
    await scheduler.start(); // find 1: the catch-up at start
    await ticked; // find 2: croner's first tick, within a second
    await scheduler.stop();
    const afterStop = finds;
    await expect(scheduler.start()).rejects.toThrow('starts once');
    expect(finds).toBe(afterStop);
  });
});
