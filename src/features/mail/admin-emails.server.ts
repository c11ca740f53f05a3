/**
 * The admin's view of the outbox: the list (newest first), one message rendered as its recipient
 * sees it, and Resend, which queues a copy as a new row (its own Message-ID, so the recipient's
 * mail client does not fold it into the earlier one).
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { emailOutbox } from '~/db/schema';
import { getSiteUrl } from '~/platform/config/site-config.server';
import { getShownStatus, makeMessageId } from './mail';
import type { AdminEmail, EmailListQuery } from './admin-emails';
import { nudgeSender } from './outbox.server';
import { renderEmail, type RenderedEmail } from './render.server';

type Row = typeof emailOutbox.$inferSelect;

/** The list entry of a row. */
function toAdminEmail(row: Row): AdminEmail {
  const status = getShownStatus(row);
  const orderNumber = typeof row.payload.orderNumber === 'string' ? row.payload.orderNumber : null;
  return {
    id: row.id,
    kind: row.kind,
    eventKey: row.eventKey,
    recipients: row.recipients,
    subject: row.subject,
    locale: row.locale,
    status,
    attempts: row.attempts,
    lastError: row.lastError,
    retryAt: status === 'retrying' || status === 'queued' ? row.nextAttemptAt.toISOString() : null,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    orderId: row.orderId,
    orderNumber,
    messageId: row.messageId,
  };
}

/** One page of emails, newest first; `nextCursor` is the id to pass as `before` for the next. */
export function listEmails(db: Db, query: EmailListQuery): { items: AdminEmail[]; nextCursor: string | null } {
  const conditions: SQL[] = [];
  if (query.order) conditions.push(eq(emailOutbox.orderId, query.order));
  if (query.before) {
    const from = db.select({ createdAt: emailOutbox.createdAt }).from(emailOutbox).where(eq(emailOutbox.id, query.before)).get();
    if (from) conditions.push(or(lt(emailOutbox.createdAt, from.createdAt), and(eq(emailOutbox.createdAt, from.createdAt), lt(emailOutbox.id, query.before)))!);
  }
  const rows = db
    .select()
    .from(emailOutbox)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(query.limit + 1)
    .all();
  const page = rows.slice(0, query.limit);
  return { items: page.map(toAdminEmail), nextCursor: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null };
}

/** A message as its recipient sees it, or null for an unknown id. */
export async function previewEmail(db: Db, id: string): Promise<RenderedEmail | null> {
  const row = db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).get();
  return row ? renderEmail(row) : null;
}

export type ResendResult = { outcome: 'queued'; email: AdminEmail } | { outcome: 'not_found' } | { outcome: 'still_queued' };

/** Queues a sent or failed message again as a new row; a message still queued is on its way already. */
export function resendEmail(db: Db, id: string, now: Date): ResendResult {
  return db.transaction((tx) => {
    const row = tx.select().from(emailOutbox).where(eq(emailOutbox.id, id)).get();
    if (!row) return { outcome: 'not_found' } as const;
    if (row.status === 'queued' || row.status === 'sending') return { outcome: 'still_queued' } as const;
    const copyId = randomUUID();
    const copy = {
      ...row,
      id: copyId,
      eventKey: `resend:${row.id}:${now.getTime()}:${copyId.slice(0, 8)}`,
      status: 'queued',
      attempts: 0,
      lastError: null,
      lastAttemptAt: null,
      sentAt: null,
      leaseOwner: null,
      leaseExpiresAt: null,
      nextAttemptAt: now,
      createdAt: now,
      messageId: makeMessageId(copyId, getSiteUrl()),
    };
    tx.insert(emailOutbox).values(copy).run();
    nudgeSender();
    return { outcome: 'queued', email: toAdminEmail(copy) } as const;
  });
}
