/**
 * Queues the newsletter confirmation (issue 18) in `email_outbox` with the caller's transaction
 * handle, so the email exists exactly when the pending subscriber row was committed.
 */
import type { Locale } from '~/i18n';
import { getNewsletterSubject, type NewsletterFacts } from './newsletter-mail';
import { insertOutboxRow, type MailDb } from './outbox.server';

/** Queues one confirmation; `round` tells apart the confirmations of one subscriber (each new link). */
export function queueNewsletterConfirmEmail(tx: MailDb, to: string, locale: Locale, facts: NewsletterFacts, round: string, now: Date): boolean {
  const kind = 'subscriber.newsletter_confirm';
  return insertOutboxRow(
    tx,
    {
      eventKey: `${kind}:${facts.subscriberId}:${round}`,
      kind,
      recipients: [to],
      locale,
      subject: getNewsletterSubject(locale),
      payload: facts,
      orderId: null,
    },
    now,
  );
}
