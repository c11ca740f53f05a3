/**
 * Newsletter subscribers (issue 18), double opt-in. A sign-up stores the address as pending and
 * queues the confirmation email in the same transaction; the link confirms it; the unsubscribe
 * link (in every message) ends it without signing in. Tokens are 160 random bits; only their
 * SHA-256 is stored, as with the listing editor links. An answer never tells whether an address
 * was already known: the caller shows the same page for every valid sign-up.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { eq } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { newsletterSubscribers } from '~/db/schema';
import type { Locale } from '~/i18n';
import { queueNewsletterConfirmEmail, type MailDb } from '~/features/mail/index.server';
import { CONFIRM_DAYS, CONFIRM_TTL_MS, confirmPath, isNewsletterTokenShaped, normalizeEmail, unsubscribePath } from './newsletter';

type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => encodeBase32LowerCaseNoPadding(randomBytes(20));

/** What a sign-up did (for tests and logs; the visitor sees the same page for all of them). */
export type SubscribeOutcome = 'queued' | 'already-subscribed';

/**
 * Signs an address up: a new or pending or unsubscribed address gets (new) tokens and a
 * confirmation email in its language; an address already subscribed is left alone. One row per address.
 */
export function subscribe(db: Db, rawEmail: string, lang: Locale, now: Date): SubscribeOutcome {
  const email = normalizeEmail(rawEmail);
  return db.transaction((tx) => {
    const existing = tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)).get();
    if (existing?.status === 'subscribed') return 'already-subscribed';
    const confirm = newToken();
    const unsubscribe = newToken();
    const fields = {
      locale: lang,
      status: 'pending',
      confirmTokenHash: hashToken(confirm),
      confirmExpiresAt: new Date(now.getTime() + CONFIRM_TTL_MS),
      unsubscribeTokenHash: hashToken(unsubscribe),
      updatedAt: now,
    };
    const id = existing?.id ?? randomUUID();
    if (existing) {
      tx.update(newsletterSubscribers).set(fields).where(eq(newsletterSubscribers.id, id)).run();
    } else {
      tx.insert(newsletterSubscribers)
        .values({ id, email, ...fields, createdAt: now })
        .run();
    }
    const facts = { subscriberId: id, confirmPath: confirmPath(confirm), unsubscribePath: unsubscribePath(unsubscribe), confirmDays: CONFIRM_DAYS };
    queueNewsletterConfirmEmail(tx, email, lang, facts, hashToken(confirm).slice(0, 16), now);
    return 'queued';
  });
}

/** What a confirm or unsubscribe link finds. */
export type TokenCheck = { ok: true; subscriber: SubscriberRow } | { ok: false; reason: 'unknown' | 'expired' };

/** The pending subscriber a confirmation link confirms at `now`, or why none (a used link reads as unknown). */
export function checkConfirmToken(db: MailDb, token: unknown, now: Date): TokenCheck {
  if (!isNewsletterTokenShaped(token)) return { ok: false, reason: 'unknown' };
  const row = db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.confirmTokenHash, hashToken(token)))
    .get();
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.confirmExpiresAt && now.getTime() > row.confirmExpiresAt.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, subscriber: row };
}

/** Confirms a subscription (the confirm page's POST); the link works once. */
export function confirmSubscription(db: Db, token: unknown, now: Date): TokenCheck {
  return db.transaction((tx) => {
    const check = checkConfirmToken(tx, token, now);
    if (!check.ok) return check;
    tx.update(newsletterSubscribers)
      .set({ status: 'subscribed', confirmedAt: now, confirmTokenHash: null, confirmExpiresAt: null, unsubscribedAt: null, updatedAt: now })
      .where(eq(newsletterSubscribers.id, check.subscriber.id))
      .run();
    return check;
  });
}

/** The subscriber an unsubscribe link belongs to (it does not expire). */
export function checkUnsubscribeToken(db: Db, token: unknown): TokenCheck {
  if (!isNewsletterTokenShaped(token)) return { ok: false, reason: 'unknown' };
  const row = db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeTokenHash, hashToken(token)))
    .get();
  return row ? { ok: true, subscriber: row } : { ok: false, reason: 'unknown' };
}

/** Unsubscribes (the unsubscribe page's POST); a pending sign-up can no longer be confirmed. Using the link again is harmless. */
export function unsubscribe(db: Db, token: unknown, now: Date): TokenCheck {
  const check = checkUnsubscribeToken(db, token);
  if (!check.ok) return check;
  if (check.subscriber.status !== 'unsubscribed') {
    db.update(newsletterSubscribers)
      .set({ status: 'unsubscribed', unsubscribedAt: now, confirmTokenHash: null, confirmExpiresAt: null, updatedAt: now })
      .where(eq(newsletterSubscribers.id, check.subscriber.id))
      .run();
  }
  return check;
}
