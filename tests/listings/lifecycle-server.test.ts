/**
 * The listing scheduler runs in the server process and, at start, does what fell due while the
 * server was down: a listing whose last day passed ends, one in its last three days gets its
 * reminder, each once across a restart; on a test server, it follows the clock the test moves.
 * (The data is written straight into the database.)
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { copyFixture } from '../helpers/fixture';
import { startServer, type RunningServer } from '../helpers/server';

const DAY = 86_400_000;
let server: RunningServer | null = null;
afterEach(async () => {
  await server?.stop();
  server = null;
});

function seed(dataDir: string, now: number): void {
  const db = new Database(path.join(dataDir, 'guide.db'));
  try {
    const order = db.prepare(
      `insert into listing_orders (id, plan_type, amount, currency, payment_method, status, order_number, business_name, contact_name,
        email, phone, billing_address, city, locale) values (?, 'restaurant', 33, 'USD', 'creditcard', 'active', ?, 'Warung', 'Sita', ?, '1', 'Street 1', 'Paramaribo', 'nl')`,
    );
    const listing = db.prepare(
      "insert into listings (id, kind, status, live_from, ends_at, owner_email, locale) values (?, 'restaurant', 'live', ?, ?, ?, 'nl')",
    );
    const link = db.prepare('insert into listing_order_links (order_id, listing_id) values (?, ?)');
    order.run('o-ended', 'SG-ENDED', 'ended@example.com');
    listing.run('l-ended', now - 100 * DAY, now - DAY, 'ended@example.com');
    link.run('o-ended', 'l-ended');
    order.run('o-soon', 'SG-SOONX', 'soon@example.com');
    listing.run('l-soon', now - 80 * DAY, now + 2 * DAY, 'soon@example.com');
    link.run('o-soon', 'l-soon');
  } finally {
    db.close();
  }
}

function read(dataDir: string) {
  const db = new Database(path.join(dataDir, 'guide.db'), { readonly: true });
  try {
    return {
      statuses: db.prepare('select id, status from listings order by id').all(),
      mails: db.prepare("select kind, recipients, locale from email_outbox where kind like 'buyer.listing_%'").all(),
      markers: (db.prepare('select count(*) as n from scheduler_runs').get() as { n: number }).n,
    };
  } finally {
    db.close();
  }
}

async function waitForLog(running: RunningServer, event: string): Promise<void> {
  for (let i = 0; i < 1200 && !running.output().includes(`"event":"${event}"`); i++) await new Promise((r) => setTimeout(r, 25));
  expect(running.output()).toContain(`"event":"${event}"`);
}

describe('listing scheduler in the server', () => {
  it('catches up at start and never repeats after a restart', { timeout: 90_000 }, async () => {
    const dataDir = copyFixture(inject('fixtureDir'));
    seed(dataDir, Date.now());
    server = await startServer(dataDir);
    await waitForLog(server, 'listing_scheduler_started');
    const first = read(dataDir);
    expect(first.statuses).toEqual([
      { id: 'l-ended', status: 'ended' },
      { id: 'l-soon', status: 'live' },
    ]);
    expect(first.mails).toEqual([{ kind: 'buyer.listing_reminder_3d', recipients: '["soon@example.com"]', locale: 'nl' }]);
    expect(first.markers).toBe(2);

    await server.stop();
    server = await startServer(dataDir);
    await waitForLog(server, 'listing_scheduler_started');
    expect(read(dataDir)).toEqual(first);
  });

  it('follows a clock the test moves: the reminder when it falls due, the end after the last day', { timeout: 90_000 }, async () => {
    const start = new Date('2027-03-10T15:00:00Z');
    const dataDir = copyFixture(inject('fixtureDir'));
    // Seeded relative to the test clock, far from the real date: only the moved clock can make these due.
    seed(dataDir, start.getTime() + 40 * DAY);
    server = await startServer(dataDir, {}, { clockStart: start });
    await waitForLog(server, 'listing_scheduler_started');
    expect(read(dataDir).statuses).toEqual([
      { id: 'l-ended', status: 'live' },
      { id: 'l-soon', status: 'live' },
    ]);
    await server.setClock(new Date(start.getTime() + 40 * DAY));
    const moved = read(dataDir);
    expect(moved.statuses).toEqual([
      { id: 'l-ended', status: 'ended' },
      { id: 'l-soon', status: 'live' },
    ]);
    expect(moved.mails).toEqual([{ kind: 'buyer.listing_reminder_3d', recipients: '["soon@example.com"]', locale: 'nl' }]);
    await server.setClock(new Date(start.getTime() + 43 * DAY));
    expect(read(dataDir).statuses).toEqual([
      { id: 'l-ended', status: 'ended' },
      { id: 'l-soon', status: 'ended' },
    ]);
  });

  it('cannot be moved on a server started the production way', { timeout: 60_000 }, async () => {
    server = await startServer(copyFixture(inject('fixtureDir')));
    await expect(server.setClock(new Date('2030-01-01T00:00:00Z'))).rejects.toThrow(/system clock/);
  });
});
