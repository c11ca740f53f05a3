/**
 * Email under repeated crashes: a backlog of orders' emails, the built server killed with SIGKILL
 * while it sends, again and again (MAIL_KILLS, 6 by default), each restart on a clock past the lease
 * of the killed sender. Every message arrives at a real SMTP server (counted by Message-ID): none is
 * lost, none arrives under a Message-ID the outbox does not hold, and a message that came twice
 * (a kill after the relay took it and before its row said sent) came with the same Message-ID.
 * The figure (doubles per kill) is printed for README's Email section.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '~/db/client';
import { createBankTransferOrder } from '~/features/listings/index.server';
import { DEFAULT_LEASE_MS } from '~/features/mail/sender.server';
import { copyFixture } from '../helpers/fixture';
import { sampleBankForm } from '../helpers/sample-orders';
import { startServer, type RunningServer } from '../helpers/server';
import { startSmtpCatcher, type SmtpCatcher } from '../helpers/smtp-catcher';

// Each kill costs a server start (5–25 s on a loaded two-core machine): a few here, more with MAIL_KILLS.
const KILLS = Number(process.env.MAIL_KILLS ?? 6);
const ORDERS = 150; // two emails each: more than the kills can get through
const start = new Date('2026-11-27T12:00:00Z');

let catcher: SmtpCatcher;
beforeAll(async () => {
  catcher = await startSmtpCatcher();
});
afterAll(() => catcher?.close());

/** Queues the backlog straight into the data folder, as orders made before the first start. */
function queueBacklog(dataDir: string): void {
  const db = openDatabase(path.join(dataDir, 'guide.db'));
  try {
    for (let i = 0; i < ORDERS; i++) {
      const form = sampleBankForm({ businessName: `Kill Test ${i}`, email: `buyer${i}@kill.example` });
      createBankTransferOrder(db, { planType: 'tour', form, locale: i % 2 ? 'nl' : 'en', creationKey: `kill-test-${i}-aaaaaaaaaaaa`, now: start });
    }
  } finally {
    db.$client.close();
  }
}

const readOutbox = (dataDir: string) => {
  const db = new Database(path.join(dataDir, 'guide.db'), { readonly: true });
  try {
    return db.prepare('select id, status, message_id from email_outbox').all() as { id: string; status: string; message_id: string }[];
  } finally {
    db.close();
  }
};

function killHard(server: RunningServer): Promise<void> {
  return new Promise((resolve) => {
    if (server.process.exitCode !== null || server.process.signalCode !== null) return resolve();
    server.process.once('exit', () => resolve());
    server.process.kill('SIGKILL');
  });
}

const env = { SMTP_URL: '', MAIL_POLL_MS: '50' };
// Each start stands past the lease of every sender killed before it, so their rows are due again.
const clockOfRun = (run: number) => new Date(start.getTime() + run * (DEFAULT_LEASE_MS + 1000));

describe('email under repeated SIGKILL', () => {
  it(`loses no email over ${KILLS} kills during sending, and a double keeps its Message-ID`, { timeout: 120_000 + KILLS * 40_000 }, async () => {
    const dataDir = copyFixture(inject('fixtureDir'));
    queueBacklog(dataDir);
    const queued = readOutbox(dataDir);
    expect(queued).toHaveLength(ORDERS * 2);
    env.SMTP_URL = catcher.url;
    let kills = 0;
    let logs = '';
    for (let run = 1; run <= KILLS; run++) {
      const before = catcher.messages.length;
      const server = await startServer(dataDir, env, { clockStart: clockOfRun(run) });
      // Sending is under way once a message of this run has arrived; the kill lands 0–30 ms later.
      await catcher.waitFor(before + 1, 30_000);
      await new Promise((r) => setTimeout(r, Math.random() * 30));
      await killHard(server);
      logs += server.output();
      kills++;
      if (process.env.CRASH_VERBOSE) console.log(`mail kill ${kills}/${KILLS}: ${catcher.messages.length} delivered so far`);
    }
    expect(readOutbox(dataDir).some((r) => r.status !== 'sent')).toBe(true); // the kills left work to do

    const last = await startServer(dataDir, env, { clockStart: clockOfRun(KILLS + 1) });
    try {
      for (let i = 0; i < 2400 && readOutbox(dataDir).some((r) => r.status !== 'sent'); i++) await new Promise((r) => setTimeout(r, 50));
    } finally {
      await last.stop();
      logs += last.output();
    }
    const rows = readOutbox(dataDir);
    expect(rows.filter((r) => r.status !== 'sent')).toEqual([]);

    const deliveries = new Map<string, number>();
    for (const m of catcher.messages) deliveries.set(m.parsed.messageId ?? '', (deliveries.get(m.parsed.messageId ?? '') ?? 0) + 1);
    const lost = rows.filter((r) => !deliveries.has(r.message_id)).length;
    const strangers = [...deliveries.keys()].filter((id) => !rows.some((r) => r.message_id === id));
    const doubles = [...deliveries.values()].reduce((sum, n) => sum + n - 1, 0);
    // The window a kill doubles in: the relay has the message, the row does not yet say sent (logged right after).
    const arrived = new Map(catcher.messages.map((m) => [m.parsed.messageId, m.receivedAt]));
    const messageIdOf = new Map(rows.map((r) => [r.id, r.message_id]));
    const windows = logs
      .split('\n')
      .filter((line) => line.includes('"event":"email_sent"'))
      .map((line) => JSON.parse(line) as { time: string; emailId: string })
      .map((e) => Date.parse(e.time) - (arrived.get(messageIdOf.get(e.emailId) ?? '') ?? NaN))
      .filter((ms) => Number.isFinite(ms))
      .sort((a, b) => a - b);
    const at = (q: number) => windows[Math.min(windows.length - 1, Math.floor(q * windows.length))];
    const figure = { kills, emails: rows.length, delivered: catcher.messages.length, lost, doubles, windowMs: { p50: at(0.5), p95: at(0.95), max: at(1) } };
    console.log(`mail kills: ${JSON.stringify(figure)}`);
    expect(windows.length).toBeGreaterThan(rows.length / 2);
    expect(lost).toBe(0);
    expect(strangers).toEqual([]);
    // One message is in flight per sender: a kill can double at most that one.
    expect(doubles).toBeLessThanOrEqual(kills);
  });
});
