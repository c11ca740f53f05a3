/**
 * Queueing email: a row in `email_outbox`, written with the caller's transaction handle, so the
 * email exists exactly when the event that causes it was committed. The sender delivers it later.
 */
import { randomUUID } from 'node:crypto';
import type { RunResult } from 'better-sqlite3';
import { eq } from 'drizzle-orm';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import { z } from 'zod';
import { isLocale, type Locale } from '~/i18n';
import { getSiteUrl } from '~/platform/config/site-config.server';
import { adminUsers, emailOutbox, listingOrders } from '~/db/schema';
import type * as schema from '~/db/schema';
import { getMailSubject } from './content';
import { makeEventKey, makeMessageId, type EmailKind, type OrderFacts } from './mail';

/** The database or a transaction on it: both can queue. */
export type MailDb = BaseSQLiteDatabase<'sync', RunResult, typeof schema>;

type OrderRow = typeof listingOrders.$inferSelect;

export interface EmailToQueue {
  eventKey: string;
  kind: EmailKind;
  recipients: string[];
  locale: Locale;
  facts: OrderFacts;
}

const addressSchema = z.email();

/** What a queued row says; the rest (id, status, due time, Message-ID, creation) every row gets alike. */
export type OutboxRow = Pick<typeof emailOutbox.$inferInsert, 'eventKey' | 'kind' | 'recipients' | 'locale' | 'subject' | 'payload' | 'orderId'>;

/**
 * Inserts one queued row, due at `now`, with the caller's transaction handle; false when its event
 * key was queued before (the same event never mails twice). Wakes the sender once committed.
 */
export function insertOutboxRow(tx: MailDb, row: OutboxRow, now: Date): boolean {
  const id = randomUUID();
  const inserted = tx
    .insert(emailOutbox)
    .values({ ...row, id, status: 'queued', nextAttemptAt: now, messageId: makeMessageId(id, getSiteUrl()), createdAt: now })
    .onConflictDoNothing({ target: emailOutbox.eventKey })
    .run();
  if (inserted.changes > 0) nudgeSender();
  return inserted.changes > 0;
}

/** Queues one email; false when its event key was queued before (or it has no valid recipient). */
export function queueEmail(tx: MailDb, email: EmailToQueue, now: Date): boolean {
  const recipients = email.recipients.filter((a) => addressSchema.safeParse(a).success);
  if (recipients.length === 0) return false;
  const { eventKey, kind, locale, facts } = email;
  return insertOutboxRow(tx, { eventKey, kind, recipients, locale, subject: getMailSubject(kind, facts, locale), payload: facts, orderId: facts.orderId }, now);
}

/** The admins to notify: ADMIN_NOTIFY_EMAIL (comma-separated), else every active admin. */
export function getAdminRecipients(tx: MailDb, env: NodeJS.ProcessEnv = process.env): string[] {
  const configured = (env.ADMIN_NOTIFY_EMAIL ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  if (configured.length > 0) return configured;
  return tx
    .select({ email: adminUsers.email })
    .from(adminUsers)
    .where(eq(adminUsers.isActive, true))
    .all()
    .map((a) => a.email);
}

/** The language of admin notifications: ADMIN_NOTIFY_LANG (en or nl), English by default. */
function getAdminLocale(env: NodeJS.ProcessEnv = process.env): Locale {
  const lang = env.ADMIN_NOTIFY_LANG?.trim();
  return isLocale(lang) ? lang : 'en';
}

/** The facts of an order row that its emails show. */
function toOrderFacts(order: OrderRow): OrderFacts {
  return {
    orderId: order.id,
    orderNumber: order.orderNumber ?? order.id.slice(0, 8).toUpperCase(),
    planType: order.planType as OrderFacts['planType'],
    amount: order.amount,
    currency: order.currency,
    paymentMethod: order.paymentMethod,
    businessName: order.businessName,
    contactName: order.contactName,
    email: order.email,
    rejectionReason: order.rejectionReason,
    paidAt: order.paidAt?.getTime() ?? null,
    listingEndsAt: order.listingEndsAt?.getTime() ?? null,
    createdAt: order.createdAt.getTime(),
  };
}

/** Events of an order that write to people, and the messages each one sends. */
const orderEventEmails = {
  bank_order_created: ['buyer.bank_order_received', 'admin.new_order'],
  card_paid: ['buyer.card_paid', 'admin.card_paid'],
  receipt_uploaded: ['buyer.receipt_received', 'admin.receipt_waiting'],
  verified: ['buyer.receipt_verified'],
  rejected: ['buyer.receipt_rejected'],
} as const satisfies Record<string, readonly EmailKind[]>;
export type OrderEvent = keyof typeof orderEventEmails;

/** What a confirmation tells the buyer beyond the order: the listing editor link, or the renewed end. */
export type BuyerFacts = Partial<Pick<OrderFacts, 'editorToken' | 'renewedUntil'>>;

/**
 * Queues the emails of an order event inside the caller's transaction. `occasion` tells apart two
 * events of the same kind on one order (each receipt upload); the same occasion again queues nothing.
 */
export function queueOrderEmails(tx: MailDb, event: OrderEvent, order: OrderRow, now: Date, occasion = '', buyerFacts: BuyerFacts = {}): number {
  const facts = toOrderFacts(order);
  const buyerLocale: Locale = isLocale(order.locale) ? order.locale : 'en';
  let queued = 0;
  for (const kind of orderEventEmails[event]) {
    const toBuyer = kind.startsWith('buyer.');
    const recipients = toBuyer ? [order.email] : getAdminRecipients(tx);
    const locale = toBuyer ? buyerLocale : getAdminLocale();
    // The editor link is the buyer's alone: admins' copies never carry it.
    const shown = toBuyer ? { ...facts, ...buyerFacts } : facts;
    if (queueEmail(tx, { eventKey: makeEventKey(kind, order.id, occasion), kind, recipients, locale, facts: shown }, now)) queued++;
  }
  return queued;
}

/** Messages about a live listing's end (issue 17), sent by the listing scheduler. */
export type ListingEmailKind = Extract<EmailKind, `buyer.listing_${string}`>;

/**
 * Queues one listing email to its owner, in the listing's language, inside the caller's
 * transaction. `endsAt` is the period's end shown in the mail; `occasion` (the period's end date)
 * keys it, so each reminder of a period is queued once and a renewed period gets its own.
 */
export function queueListingEmail(
  tx: MailDb,
  kind: ListingEmailKind,
  listing: { id: string; ownerEmail: string; locale: string; endsAt: Date },
  order: OrderRow,
  now: Date,
  occasion: string,
  renewToken: string | null = null,
): boolean {
  const facts = { ...toOrderFacts(order), listingEndsAt: listing.endsAt.getTime(), renewToken };
  const locale: Locale = isLocale(listing.locale) ? listing.locale : 'en';
  return queueEmail(tx, { eventKey: makeEventKey(kind, listing.id, occasion), kind, recipients: [listing.ownerEmail], locale, facts }, now);
}

/**
 * Tells the admins that a listing's content waits for review (issue 17), inside the submission's
 * transaction. `round` numbers the listing's review rounds: submitting again before the admin has
 * decided (a second tab, a double click, an edit) queues nothing more.
 */
export function queueListingSubmittedEmail(tx: MailDb, listingId: string, order: OrderRow, now: Date, round: number): boolean {
  const kind = 'admin.listing_submitted';
  const eventKey = makeEventKey(kind, listingId, `round-${round}`);
  const facts: OrderFacts = { ...toOrderFacts(order), listingId };
  return queueEmail(tx, { eventKey, kind, recipients: getAdminRecipients(tx), locale: getAdminLocale(), facts }, now);
}

/**
 * Tells the business its listing arrived and when it is reviewed, in the listing's language, in the
 * submission's transaction and keyed by the same review round: sending again before the admin
 * decides queues no second one.
 */
export function queueListingReceivedEmail(
  tx: MailDb,
  listing: { id: string; ownerEmail: string; locale: string },
  order: OrderRow,
  now: Date,
  round: number,
): boolean {
  const kind = 'buyer.listing_received';
  const locale: Locale = isLocale(listing.locale) ? listing.locale : 'en';
  const eventKey = makeEventKey(kind, listing.id, `round-${round}`);
  return queueEmail(tx, { eventKey, kind, recipients: [listing.ownerEmail], locale, facts: toOrderFacts(order) }, now);
}

/** Messages the admin's review of a listing sends its owner (issue 17). */
export type ListingReviewEmailKind = Extract<EmailKind, 'buyer.listing_live' | 'buyer.listing_changes_requested' | 'buyer.listing_editor_link'>;

/**
 * Queues a review email to a listing's owner in the listing's language, inside the caller's
 * transaction: `path` is where its button leads (the public page or the private editor link),
 * `occasion` keys it (the review's instant), so the same review never queues two.
 */
export function queueListingReviewEmail(
  tx: MailDb,
  kind: ListingReviewEmailKind,
  listing: { id: string; ownerEmail: string; locale: string; endsAt: Date | null },
  order: OrderRow,
  extra: { path: string; reviewNote?: string | null },
  now: Date,
  occasion: string,
): boolean {
  const facts: OrderFacts = {
    ...toOrderFacts(order),
    listingEndsAt: listing.endsAt?.getTime() ?? null,
    listingPath: extra.path,
    reviewNote: extra.reviewNote ?? null,
  };
  const locale: Locale = isLocale(listing.locale) ? listing.locale : 'en';
  return queueEmail(tx, { eventKey: makeEventKey(kind, listing.id, occasion), kind, recipients: [listing.ownerEmail], locale, facts }, now);
}

const NUDGE_KEY = Symbol.for('suriname-guide.mail-nudge');
type Nudge = () => void;

/** Lets the sender (started by the serving script) be woken when a request queues mail. */
export function setSenderNudge(nudge: Nudge | null): void {
  (globalThis as unknown as Record<symbol, Nudge | null>)[NUDGE_KEY] = nudge;
}

/** Wakes the sender once the current synchronous transaction has committed (a no-op without a sender). */
export function nudgeSender(): void {
  const nudge = (globalThis as unknown as Record<symbol, Nudge | null | undefined>)[NUDGE_KEY];
  if (nudge) setImmediate(nudge);
}
