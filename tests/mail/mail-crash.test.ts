/**
 * The outbox across a crash and a stop: a server killed (SIGKILL) while the SMTP server holds a
 * message unanswered loses nothing, and the restarted server sends it with the same Message-ID once
 * the killed sender's lease has lapsed on the clock; a
 * server stopped (SIGTERM) during a send lets that send finish and record itself before exiting.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { copyFixture } from '../helpers/fixture';
import { startServer, type RunningServer } from '../helpers/server';
import { startSmtpCatcher, type SmtpCatcher } from '../helpers/smtp-catcher';
import { bankForm, makeBankOrder, TEST_RATE_LIMITS } from '../payments/helpers';

let catcher: SmtpCatcher;
beforeAll(async () => {
  catcher = await startSmtpCatcher();
});
afterAll(() => catcher?.close());

const mailEnv = () => ({ SMTP_URL: catcher.url, MAIL_POLL_MS: '100', SMTP_TIMEOUT_MS: '60000', ...TEST_RATE_LIMITS });
const readOutbox = (dataDir: string, orderId: string) => {
  const db = new Database(path.join(dataDir, 'guide.db'), { readonly: true });
  try {
    return db.prepare('select kind, status, attempts, message_id from email_outbox where order_id = ? order by kind').all(orderId) as {
      kind: string;
      status: string;
      attempts: number;
      message_id: string;
    }[];
  } finally {
    db.close();
  }
};
const exited = (server: RunningServer) =>
  new Promise<number | null>((resolve) =>
    server.process.exitCode !== null ? resolve(server.process.exitCode) : server.process.once('exit', (code) => resolve(code)),
  );

/** Waits until the server has logged `event` (the log is the server's own account of its state). */
async function waitForLog(server: RunningServer, event: string): Promise<void> {
  for (let i = 0; i < 1200 && !server.output().includes(`"event":"${event}"`); i++) await new Promise((r) => setTimeout(r, 25));
  expect(server.output()).toContain(`"event":"${event}"`);
}

describe('a crash between queueing and sending', () => {
  // Two server starts: give a loaded machine time for both.
  it(
    'loses nothing: after SIGKILL mid-send the restarted server sends the other message at once and the one in flight once its lease lapses, with the same Message-ID',
    { timeout: 90_000 },
    async () => {
      const dataDir = copyFixture(inject('fixtureDir'));
      const t0 = new Date('2026-11-27T09:00:00Z');
      // SMTP_TIMEOUT_MS 60 s: the sender's claim lasts three of them.
      const lease = 3 * 60_000;
      catcher.setMode('hold');
      const first = await startServer(dataDir, mailEnv(), { clockStart: t0 });
      const { orderId } = await makeBankOrder(first.baseUrl, 'event', bankForm({ businessName: 'Crash Test Café' }));
      await catcher.whenHolding(); // the SMTP server has the message and has not answered
      const queued = readOutbox(dataDir, orderId);
      expect(queued.map((r) => r.status).sort()).toEqual(['queued', 'sending']);
      const inFlight = queued.find((r) => r.status === 'sending')!;
      const waiting = queued.find((r) => r.status === 'queued')!;
      first.process.kill('SIGKILL');
      await exited(first);

      catcher.setMode('accept');
      const before = catcher.messages.length;
      const second = await startServer(dataDir, mailEnv(), { clockStart: new Date(t0.getTime() + 1000) });
      try {
        // The message no sender held goes at once; the one in flight waits for its lease.
        const [other] = (await catcher.waitFor(before + 1)).slice(before);
        expect(other?.parsed.messageId).toBe(waiting.message_id);
        await waitForLog(second, 'email_sent');
        expect(readOutbox(dataDir, orderId).find((r) => r.message_id === inFlight.message_id)?.status).toBe('sending');
        expect(catcher.messages.length).toBe(before + 1);

        await second.setClock(new Date(t0.getTime() + lease + 1));
        const [again] = (await catcher.waitFor(before + 2)).slice(before + 1);
        expect(again?.parsed.messageId).toBe(inFlight.message_id);
        const rows = readOutbox(dataDir, orderId);
        for (let i = 0; i < 100 && rows.some((r) => r.status !== 'sent'); i++) {
          await new Promise((r) => setTimeout(r, 25));
          rows.splice(0, rows.length, ...readOutbox(dataDir, orderId));
        }
        expect(rows.map((r) => r.status)).toEqual(['sent', 'sent']);
      } finally {
        await second.stop();
      }
    },
  );
});

describe('stopping the server', () => {
  it('lets the send in flight finish and record it, then exits 0; the other message waits in the outbox', { timeout: 60_000 }, async () => {
    const dataDir = copyFixture(inject('fixtureDir'));
    catcher.setMode('hold');
    const server = await startServer(dataDir, mailEnv());
    const { orderId } = await makeBankOrder(server.baseUrl, 'tour', bankForm({ businessName: 'Graceful Stop Lodge' }));
    await catcher.whenHolding();
    const before = catcher.messages.length;
    server.process.kill('SIGTERM');
    await waitForLog(server, 'shutdown_started');
    expect(server.process.exitCode).toBeNull(); // still sending
    catcher.setMode('accept');
    catcher.release();
    expect(await exited(server)).toBe(0);
    expect(catcher.messages.length).toBe(before + 1);
    const rows = readOutbox(dataDir, orderId);
    expect(rows.map((r) => r.status).sort()).toEqual(['queued', 'sent']);
    expect(rows.map((r) => r.attempts).sort()).toEqual([0, 1]);
    expect(server.output()).toContain('"event":"shutdown_complete"');
  });
});
