/**
 * The sender: inside the server process, delivers due outbox rows one at a time, records each try
 * (attempts, last error, sent time) and schedules a failed one again with backoff. Before talking to
 * SMTP it claims the row with one conditional UPDATE: status `sending`, its own owner id and a lease
 * that lapses on the server clock, so two senders (two processes on one data folder) never send the
 * same row. A crash leaves the row `sending`; once the lease has lapsed any sender tries it again,
 * with the same Message-ID. A crash after the relay accepted the message and before the row says
 * `sent` therefore sends it twice: receivers see the same Message-ID (README, Email). Stopping lets
 * the send in flight finish and record itself first.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, lte, or } from 'drizzle-orm';
import { emailOutbox } from '~/db/schema';
import { logError, logEvent } from '~/platform/log/logger';
import { getMailContext, renderEmail } from './render.server';
import type { MailContext } from './content';
import { describeSendError, getNextAttemptAt } from './mail';
import { setSenderNudge, type MailDb } from './outbox.server';
import { localizeSender } from './sender-name';
import type { MailTransport } from './transport.server';

export interface MailSenderOptions {
  db: MailDb;
  transport: MailTransport;
  from: string;
  /** Reply-To of every message (MAIL_REPLY_TO, else the contact email): replies reach a person. */
  replyTo?: string;
  /** The clock; tests move it to make retries due. */
  now?: () => Date;
  context?: () => MailContext;
  /** How often to look for due rows when nothing woke the sender (retries, rows of other processes). */
  pollMs?: number;
  batchSize?: number;
  /**
   * How long a claim on a row lasts: longer than any one send can take (the transport's timeouts),
   * so a live sender never loses its row; a crashed sender's rows wait this long before a retry.
   */
  leaseMs?: number;
}

/** The default claim: a minute, beyond the SMTP transport's default 20 s limits on its steps. */
export const DEFAULT_LEASE_MS = 60_000;

interface DeliveryRound {
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
  const { db, transport, from, replyTo } = options;
  const now = options.now ?? (() => new Date());
  const context = options.context ?? (() => getMailContext());
  const batchSize = options.batchSize ?? 50;
  let stopping = false;
  let round: Promise<DeliveryRound> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;

  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  // One id per sender: a row's claim names the sender that may record its outcome.
  const owner = randomUUID();
  const isDue = (at: Date) =>
    or(and(eq(emailOutbox.status, 'queued'), lte(emailOutbox.nextAttemptAt, at)), and(eq(emailOutbox.status, 'sending'), lte(emailOutbox.leaseExpiresAt, at)));

  const findDue = (): Row[] =>
    db.select().from(emailOutbox).where(isDue(now())).orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.createdAt)).limit(batchSize).all();

  /** Claims a due row for this sender (committed before SMTP is touched): the row as claimed, or null when another has it. */
  const claim = (id: string, at: Date): Row | null =>
    db
      .update(emailOutbox)
      .set({ status: 'sending', leaseOwner: owner, leaseExpiresAt: new Date(at.getTime() + leaseMs) })
      .where(and(eq(emailOutbox.id, id), isDue(at)))
      .returning()
      .get() ?? null;

  /** Records the outcome of this sender's try; false when its claim was taken over meanwhile. */
  const record = (row: Row, values: Partial<typeof emailOutbox.$inferInsert>): boolean =>
    db
      .update(emailOutbox)
      .set({ ...values, leaseOwner: null, leaseExpiresAt: null })
      .where(and(eq(emailOutbox.id, row.id), eq(emailOutbox.status, 'sending'), eq(emailOutbox.leaseOwner, owner)))
      .run().changes === 1;

  /** Sends one row: true when sent, false when the try failed, null when another sender holds it. */
  const deliverOne = async (due: Row): Promise<boolean | null> => {
    const attemptAt = now();
    const row = claim(due.id, attemptAt);
    if (!row) return null;
    try {
      const email = await renderEmail(row, context());
      await transport.send({
        from: localizeSender(from, email.lang),
        ...(replyTo ? { replyTo } : {}),
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
      record(row, { attempts, lastAttemptAt: attemptAt, lastError, status: next ? 'queued' : 'failed', nextAttemptAt: next ?? attemptAt });
      logEvent(
        'email_send_failed',
        { emailId: row.id, kind: row.kind, attempts, retryAt: next?.toISOString() ?? null, error: lastError },
        next ? 'warn' : 'error',
      );
      return false;
    }
    const recorded = record(row, { status: 'sent', attempts: row.attempts + 1, lastAttemptAt: attemptAt, sentAt: now(), lastError: null });
    // Only when the send outlasted the lease and another sender took the row over.
    if (!recorded) logEvent('email_lease_lost', { emailId: row.id, kind: row.kind }, 'warn');
    logEvent('email_sent', { emailId: row.id, kind: row.kind, via: transport.describe });
    return true;
  };

  const runRound = async (): Promise<DeliveryRound> => {
    const result: DeliveryRound = { sent: 0, failed: 0 };
    // Rows that fail in this round are scheduled later, so the loop ends when nothing is due.
    for (let batch = findDue(); batch.length > 0 && !stopping; batch = findDue()) {
      for (const row of batch) {
        if (stopping) break;
        const sent = await deliverOne(row);
        if (sent === true) result.sent++;
        else if (sent === false) result.failed++;
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
