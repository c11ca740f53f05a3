/**
 * Transactional email (issue 16): what can be sent, the facts each message carries, and the pure
 * rules of the outbox (event keys, retry schedule, Message-ID, the status an admin reads).
 */
import { z } from 'zod';

/** Every message the site sends; `buyer.*` go to the business, `admin.*` to the admins. */
export const emailKinds = [
  'buyer.bank_order_received',
  'buyer.card_paid',
  'buyer.receipt_received',
  'buyer.receipt_verified',
  'buyer.receipt_rejected',
  'admin.new_order',
  'admin.receipt_waiting',
  'admin.card_paid',
  'buyer.listing_reminder_14d',
  'buyer.listing_reminder_3d',
  'buyer.listing_ends_today',
  'admin.listing_submitted',
  'buyer.listing_received',
  'buyer.listing_live',
  'buyer.listing_changes_requested',
  'buyer.listing_editor_link',
  'subscriber.newsletter_confirm',
  'writer.review_confirm',
] as const;
export type EmailKind = (typeof emailKinds)[number];

/** True when a stored kind is one this code knows how to render. */
export function isEmailKind(value: unknown): value is EmailKind {
  return typeof value === 'string' && (emailKinds as readonly string[]).includes(value);
}

/** The order facts a message renders, frozen when it is queued (times in ms since the epoch). */
export const orderFactsSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  planType: z.enum(['restaurant', 'tour', 'event']),
  amount: z.number(),
  currency: z.string(),
  paymentMethod: z.string(),
  businessName: z.string(),
  contactName: z.string(),
  email: z.string(),
  rejectionReason: z.string().nullable(),
  paidAt: z.number().nullable(),
  listingEndsAt: z.number().nullable(),
  createdAt: z.number(),
  /**
   * Listing review emails (issue 17): the site path the action opens (the public page, or the
   * private editor `/listing/<token>`: the token must live in the queued row until it is sent) and
   * the admin's reason when changes are asked for. Absent in order emails.
   */
  listingPath: z.string().nullable().optional(),
  /** The listing an admin email is about: its button opens that listing in the Listings tab. */
  listingId: z.string().nullable().optional(),
  reviewNote: z.string().nullable().optional(),
  /** Issue 17: the listing editor token of a payment that opened a listing (buyer's confirmation only). */
  editorToken: z.string().nullable().optional(),
  /** Issue 17: a renewal's new end (ms), instead of the editor link. */
  renewedUntil: z.number().nullable().optional(),
  /** Issue 17: the renewal link token of a reminder. */
  renewToken: z.string().nullable().optional(),
});
export type OrderFacts = z.output<typeof orderFactsSchema>;

/** Stored statuses of an outbox row (`sending`: claimed by a sender, see sender.server.ts). */
type EmailStatus = 'queued' | 'sending' | 'sent' | 'failed';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Wait after the n-th failed try (index n - 1). Eight tries spread over about 15 hours, so an SMTP
 * relay down for an evening still delivers by the next morning; after the last the row is failed.
 */
const RETRY_DELAYS_MS = [1 * MINUTE, 5 * MINUTE, 20 * MINUTE, 1 * HOUR, 2 * HOUR, 4 * HOUR, 8 * HOUR] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** When to try again after `attempts` failed tries, or null when the row has failed for good. */
export function getNextAttemptAt(attempts: number, now: Date): Date | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  const delay = RETRY_DELAYS_MS[Math.max(0, attempts - 1)] ?? RETRY_DELAYS_MS[RETRY_DELAYS_MS.length - 1];
  return new Date(now.getTime() + delay);
}

/**
 * The unique key of one message for one event. The same event seen again (a webhook replayed, the
 * success page racing the webhook) makes the same key, so the outbox keeps one row.
 */
export function makeEventKey(kind: EmailKind, orderId: string, occasion = ''): string {
  return occasion ? `${kind}:${orderId}:${occasion}` : `${kind}:${orderId}`;
}

/** The Message-ID of an outbox row: fixed when queued, so a resend after a crash is recognisably the same mail. */
export function makeMessageId(rowId: string, siteUrl: string): string {
  let host = 'localhost';
  try {
    host = new URL(siteUrl).hostname || host;
  } catch {
    // a malformed SITE_URL is refused at start; keep a valid id anyway
  }
  return `<${rowId}@${host}>`;
}

/** What the admin list shows: queued rows that have failed before read as retrying. */
export type ShownEmailStatus = Exclude<EmailStatus, 'sending'> | 'retrying';

/** The status to show for a row; one being sent shows as still waiting until the relay has it. */
export function getShownStatus(row: { status: string; attempts: number }): ShownEmailStatus {
  if (row.status === 'sent' || row.status === 'failed') return row.status;
  return row.attempts > 0 ? 'retrying' : 'queued';
}

/** An SMTP error as one short line for the admin (no stack, no credentials from the URL). */
export function describeSendError(error: unknown): string {
  const e = error as { code?: unknown; responseCode?: unknown; message?: unknown } | null;
  const message = typeof e?.message === 'string' ? e.message : String(error);
  const code = typeof e?.code === 'string' ? `${e.code}: ` : '';
  return `${code}${message}`
    .replace(/\/\/[^@\s/]*@/g, '//***@')
    .replace(/\s+/g, ' ')
    .slice(0, 500);
}
