/** Newsletter double opt-in at the database (issue 18): one row per address, mail queued with it, expiry, unsubscribe. */
import { describe, expect, it } from 'vitest';
import { emailOutbox, newsletterSubscribers } from '~/db/schema';
import { useTempDatabase } from '../../../tests/helpers/temp-database';
import { checkConfirmToken, confirmSubscription, subscribe, unsubscribe } from './subscribers.server';

const temp = useTempDatabase('newsletter-');
const now = new Date('2026-11-25T12:00:00Z');
const DAY = 86_400_000;

/** The confirm and unsubscribe tokens of the newest queued confirmation. */
function lastTokens(): { confirm: string; unsubscribe: string; locale: string } {
  const rows = temp.db.select().from(emailOutbox).all();
  const row = rows[rows.length - 1];
  const payload = row.payload as { confirmPath: string; unsubscribePath: string };
  return { confirm: payload.confirmPath.split('/').pop()!, unsubscribe: payload.unsubscribePath.split('/').pop()!, locale: row.locale };
}

describe('newsletter subscribers', () => {
  it('stores a sign-up as pending with its language and queues one confirmation in the same write', () => {
    expect(subscribe(temp.db, '  Ana@Example.com ', 'nl', now)).toBe('queued');
    const rows = temp.db.select().from(newsletterSubscribers).all();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'ana@example.com', status: 'pending', locale: 'nl' });
    // Only hashes are stored.
    const { confirm, unsubscribe: unsub, locale } = lastTokens();
    expect(locale).toBe('nl');
    expect(JSON.stringify(rows[0])).not.toContain(confirm);
    expect(JSON.stringify(rows[0])).not.toContain(unsub);
    expect(temp.db.select().from(emailOutbox).get()).toMatchObject({ kind: 'subscriber.newsletter_confirm', recipients: ['ana@example.com'] });
  });

  it('keeps one row per address however often it signs up, and leaves a subscribed address alone', () => {
    subscribe(temp.db, 'ana@example.com', 'en', now);
    subscribe(temp.db, 'ANA@example.com', 'en', now);
    expect(temp.db.select().from(newsletterSubscribers).all()).toHaveLength(1);
    expect(confirmSubscription(temp.db, lastTokens().confirm, now).ok).toBe(true);
    const mails = temp.db.select().from(emailOutbox).all().length;
    expect(subscribe(temp.db, 'ana@example.com', 'en', now)).toBe('already-subscribed');
    expect(temp.db.select().from(emailOutbox).all()).toHaveLength(mails);
    expect(temp.db.select().from(newsletterSubscribers).get()?.status).toBe('subscribed');
  });

  it('confirms only with a live link: expired after 7 days, once only, junk unknown', () => {
    subscribe(temp.db, 'ana@example.com', 'en', now);
    const { confirm } = lastTokens();
    expect(checkConfirmToken(temp.db, confirm, new Date(now.getTime() + 8 * DAY))).toEqual({ ok: false, reason: 'expired' });
    expect(confirmSubscription(temp.db, confirm, new Date(now.getTime() + 8 * DAY)).ok).toBe(false);
    expect(temp.db.select().from(newsletterSubscribers).get()?.status).toBe('pending');
    expect(confirmSubscription(temp.db, confirm, new Date(now.getTime() + 6 * DAY)).ok).toBe(true);
    expect(temp.db.select().from(newsletterSubscribers).get()?.status).toBe('subscribed');
    expect(checkConfirmToken(temp.db, confirm, now)).toEqual({ ok: false, reason: 'unknown' });
    expect(checkConfirmToken(temp.db, "x' OR 1=1 --", now)).toEqual({ ok: false, reason: 'unknown' });
  });

  it('a new sign-up after expiry sends a fresh link that works', () => {
    subscribe(temp.db, 'ana@example.com', 'en', now);
    const later = new Date(now.getTime() + 10 * DAY);
    subscribe(temp.db, 'ana@example.com', 'en', later);
    expect(temp.db.select().from(emailOutbox).all()).toHaveLength(2);
    expect(confirmSubscription(temp.db, lastTokens().confirm, later).ok).toBe(true);
  });

  it('unsubscribes by the link without signing in; a pending sign-up then cannot be confirmed', () => {
    subscribe(temp.db, 'ana@example.com', 'en', now);
    const tokens = lastTokens();
    expect(unsubscribe(temp.db, tokens.unsubscribe, now).ok).toBe(true);
    expect(temp.db.select().from(newsletterSubscribers).get()).toMatchObject({ status: 'unsubscribed', unsubscribedAt: now });
    expect(confirmSubscription(temp.db, tokens.confirm, now).ok).toBe(false);
    expect(unsubscribe(temp.db, tokens.unsubscribe, now).ok).toBe(true);
    expect(unsubscribe(temp.db, 'a'.repeat(32), now)).toEqual({ ok: false, reason: 'unknown' });
  });
});
