/**
 * The sender: inside the server process, delivers due outbox rows one at a time, records each try
 * (attempts, last error, sent time) and schedules a failed one again with backoff. A crash between
 * the send and its record leaves the row due, so it goes out again after a restart, with the same
 * Message-ID. Stopping lets the send in flight finish and record itself first.
 */
import { and, asc, eq, lte } from 'drizzle-orm';
import { emailOutbox } from '~/db/schema';
import { logError, logEvent } from '~/platform/log/logger';
import { getMailContext, renderEmail } from './render.server';
import type { MailContext } from './content';
import { describeSendError, getNextAttemptAt } from './mail';
import { setSenderNudge, type MailDb } from './outbox.server';
import type { MailTransport } from './transport.server';

export interface MailSenderOptions {
  db: MailDb;
  transport: MailTransport;
  from: string;
  /** The clock; tests move it to make retries due. */
  now?: () => Date;
  context?: () => MailContext;
  /** How often to look for due rows when nothing woke the sender (retries, rows of other processes). */
  pollMs?: number;
  batchSize?: number;
}

export interface DeliveryRound {
  sent: number;
  failed: number;
}

export interface MailSender {
  /** Delivers every row due now; resolves when none is left (or the sender is stopping). */
  deliverDue: () => Promise<DeliveryRound>;
  /** Starts polling and listens for queued mail; returns at once. */
  start: () => void;
  /** Stops taking rows, waits for the send in flight, closes the transport. */
  stop: () => Promise<void>;
}

type Row = typeof emailOutbox.$inferSelect;

/** Builds a sender over a database handle and a transport. */
export function createMailSender(options: MailSenderOptions): MailSender {
  const { db, transport, from } = options;
  const now = options.now ?? (() => new Date());
  const context = options.context ?? (() => getMailContext());
  const batchSize = options.batchSize ?? 50;
  let stopping = false;
  let round: Promise<DeliveryRound> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;

  const findDue = (): Row[] =>
    db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, 'queued'), lte(emailOutbox.nextAttemptAt, now())))
      .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.createdAt))
      .limit(batchSize)
      .all();

  const deliverOne = async (row: Row): Promise<boolean> => {
    const attemptAt = now();
    try {
      const email = await renderEmail(row, context());
      await transport.send({
        from,
        to: row.recipients,
        subject: email.subject,
        html: email.html,
        text: email.text,
        listUnsubscribe: email.listUnsubscribe,
        messageId: row.messageId,
        rowId: row.id,
        date: row.createdAt,
      });
    } catch (error) {
      const attempts = row.attempts + 1;
      const next = getNextAttemptAt(attempts, attemptAt);
      const lastError = describeSendError(error);
      db.update(emailOutbox)
        .set({ attempts, lastAttemptAt: attemptAt, lastError, status: next ? 'queued' : 'failed', nextAttemptAt: next ?? attemptAt })
        .where(and(eq(emailOutbox.id, row.id), eq(emailOutbox.status, 'queued')))
        .run();
      logEvent(
        'email_send_failed',
        { emailId: row.id, kind: row.kind, attempts, retryAt: next?.toISOString() ?? null, error: lastError },
        next ? 'warn' : 'error',
      );
      return false;
    }
    db.update(emailOutbox)
      .set({ status: 'sent', attempts: row.attempts + 1, lastAttemptAt: attemptAt, sentAt: now(), lastError: null })
      .where(eq(emailOutbox.id, row.id))
      .run();
    logEvent('email_sent', { emailId: row.id, kind: row.kind, via: transport.describe });
    return true;
  };

  const runRound = async (): Promise<DeliveryRound> => {
    const result: DeliveryRound = { sent: 0, failed: 0 };
    // Rows that fail in this round are scheduled later, so the loop ends when nothing is due.
    for (let batch = findDue(); batch.length > 0 && !stopping; batch = findDue()) {
      for (const row of batch) {
        if (stopping) break;
        if (await deliverOne(row)) result.sent++;
        else result.failed++;
      }
    }
    return result;
  };

  const deliverDue = async (): Promise<DeliveryRound> => {
    if (round) {
      // A round is running: ask it to look again when done, so a row queued meanwhile is not left.
      again = true;
      return round;
    }
    round = (async () => {
      const total: DeliveryRound = { sent: 0, failed: 0 };
      do {
        again = false;
        const r = await runRound();
        total.sent += r.sent;
        total.failed += r.failed;
      } while (again && !stopping);
      return total;
    })().finally(() => {
      round = null;
    });
    return round;
  };

  const wake = () => {
    if (stopping) return;
    deliverDue().catch((error: unknown) => logError('email_round_failed', error));
  };

  return {
    deliverDue,
    start: () => {
      setSenderNudge(wake);
      timer = setInterval(wake, options.pollMs ?? 5_000);
      timer.unref();
      wake();
    },
    stop: async () => {
      stopping = true;
      setSenderNudge(null);
      if (timer) clearInterval(timer);
      if (round) await round.catch(() => undefined);
      transport.close();
    },
  };
}
