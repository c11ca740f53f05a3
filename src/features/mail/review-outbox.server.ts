/**
 * Queues the review confirmation (issue 20) in `email_outbox` with the caller's transaction handle,
 * so the email exists exactly when the pending review was committed, and is sent once.
 */
import type { Locale } from '~/i18n';
import { getReviewConfirmSubject, type ReviewConfirmFacts } from './review-mail';
import { insertOutboxRow, type MailDb } from './outbox.server';

/** Queues one confirmation for a pending review (one per review row: each write is a new row). */
export function queueReviewConfirmEmail(tx: MailDb, to: string, locale: Locale, facts: ReviewConfirmFacts, now: Date): boolean {
  const kind = 'writer.review_confirm';
  return insertOutboxRow(
    tx,
    { eventKey: `${kind}:${facts.reviewId}`, kind, recipients: [to], locale, subject: getReviewConfirmSubject(locale), payload: facts, orderId: null },
    now,
  );
}
