/**
 * Queues the newsletter confirmation (issue 18) in `email_outbox` with the caller's transaction
 * handle, so the email exists exactly when the pending subscriber row was committed.
 */
import { randomUUID } from 'node:crypto';
import { emailOutbox } from '~/db/schema';
import type { Locale } from '~/i18n';
import { getSiteUrl } from '~/platform/config/site-config.server';
import { makeMessageId } from './mail';
import { getNewsletterSubject, type NewsletterFacts } from './newsletter-mail';
import { nudgeSender, type MailDb } from './outbox.server';

/** Queues one confirmation; `round` tells apart the confirmations of one subscriber (each new link). */
export function queueNewsletterConfirmEmail(tx: MailDb, to: string, locale: Locale, facts: NewsletterFacts, round: string, now: Date): boolean {
  const id = randomUUID();
  const inserted = tx
    .insert(emailOutbox)
    .values({
      id,
      eventKey: `subscriber.newsletter_confirm:${facts.subscriberId}:${round}`,
      kind: 'subscriber.newsletter_confirm',
      recipients: [to],
      locale,
      subject: getNewsletterSubject(locale),
      payload: facts,
      orderId: null,
      status: 'queued',
      nextAttemptAt: now,
      messageId: makeMessageId(id, getSiteUrl()),
      createdAt: now,
    })
    .onConflictDoNothing({ target: emailOutbox.eventKey })
    .run();
  if (inserted.changes > 0) nudgeSender();
  return inserted.changes > 0;
}
