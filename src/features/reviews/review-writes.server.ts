/**
 * Writing and confirming a review (issue 20), the newsletter's double opt-in applied to reviews. A
 * write stores a `pending` row and queues the confirmation email in the same transaction; the link
 * holds a token of 160 random bits of which only the SHA-256 is stored, valid for
 * REVIEW_LIMITS.confirmHours. Confirming moves the row to `confirmed` (the admin's queue) and, in the
 * same transaction, deletes every other review of that place by the same email: one review per
 * email and place, the last one confirmed.
 */
import { createHash, randomBytes } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { reviews } from '~/db/schema';
import type { Locale } from '~/i18n';
import { queueReviewConfirmEmail, type MailDb } from '~/features/mail/index.server';
import { getRestaurantById } from '~/features/restaurants/index.server';
import { getTourById } from '~/features/tours/index.server';
import { getPageCache } from '~/platform/cache/registry';
import { REVIEW_LIMITS } from './review';
import type { ReviewForm, WritablePlaceKind } from './review-form';

type ReviewRow = typeof reviews.$inferSelect;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => encodeBase32LowerCaseNoPadding(randomBytes(20));

/** True for a string shaped like a token this feature makes (32 base32 characters), so junk skips the database. */
function isReviewTokenShaped(value: unknown): value is string {
  return typeof value === 'string' && /^[a-z2-7]{32}$/.test(value);
}

/** The confirm page of a token, without language prefix. */
const reviewConfirmPath = (token: string) => `/review/confirm?token=${token}`;

/** A place a review can be written about. */
export interface ReviewablePlace {
  kind: WritablePlaceKind;
  id: number;
  name: string;
}

/** The public restaurant or tour of that kind and id, in `lang`; null when there is none. */
export function findReviewablePlace(db: Db, kind: WritablePlaceKind, id: number, lang: Locale): ReviewablePlace | null {
  const place = kind === 'restaurant' ? getRestaurantById(db, id, lang) : getTourById(db, id, lang);
  return place ? { kind, id, name: place.name } : null;
}

/**
 * Stores a review as pending and queues its confirmation email in the writer's language (`lang`,
 * the page's language, which is also the language it is written in). Returns the new row's id.
 */
export function submitReview(db: Db, form: ReviewForm, place: ReviewablePlace, lang: Locale, now: Date): number {
  const token = newToken();
  return db.transaction((tx) => {
    const row = tx
      .insert(reviews)
      .values({
        placeKind: place.kind,
        placeId: place.id,
        status: 'pending',
        rating: form.rating,
        authorName: form.authorName,
        country: form.country,
        comment: form.comment,
        visitMonth: form.visitMonth,
        locale: lang,
        email: form.email,
        confirmTokenHash: hashToken(token),
        confirmExpiresAt: new Date(now.getTime() + REVIEW_LIMITS.confirmHours * 3_600_000),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: reviews.id })
      .get();
    const facts = {
      reviewId: row.id,
      confirmPath: reviewConfirmPath(token),
      placeName: place.name,
      confirmHours: REVIEW_LIMITS.confirmHours,
    };
    queueReviewConfirmEmail(tx, form.email, lang, facts, now);
    return row.id;
  });
}

/** What a confirmation link finds. */
export type ReviewTokenCheck = { ok: true; review: ReviewRow } | { ok: false; reason: 'unknown' | 'expired' };

/** The pending review a confirmation link confirms at `now`, or why none (a used link reads as unknown). */
export function checkReviewToken(db: MailDb, token: unknown, now: Date): ReviewTokenCheck {
  if (!isReviewTokenShaped(token)) return { ok: false, reason: 'unknown' };
  const row = db
    .select()
    .from(reviews)
    .where(eq(reviews.confirmTokenHash, hashToken(token)))
    .get();
  if (!row || row.status !== 'pending') return { ok: false, reason: 'unknown' };
  if (row.confirmExpiresAt && now.getTime() > row.confirmExpiresAt.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, review: row };
}

/**
 * Confirms a review (the confirm page's POST); the link works once. Every other review of the same
 * place by the same email goes in the same transaction; when one of them was shown (approved), the
 * place's cached pages are cleared after the commit.
 */
export function confirmReview(db: Db, token: unknown, now: Date): ReviewTokenCheck {
  const result = db.transaction((tx) => {
    const check = checkReviewToken(tx, token, now);
    if (!check.ok) return { check, replacedShown: false };
    const { id, email, placeKind, placeId } = check.review;
    const others = and(eq(reviews.email, email), eq(reviews.placeKind, placeKind), eq(reviews.placeId, placeId), ne(reviews.id, id));
    const replaced = tx.delete(reviews).where(others).returning({ status: reviews.status }).all();
    tx.update(reviews)
      .set({ status: 'confirmed', confirmedAt: now, confirmTokenHash: null, confirmExpiresAt: null, updatedAt: now })
      .where(eq(reviews.id, id))
      .run();
    return { check, replacedShown: replaced.some((r) => r.status === 'approved') };
  });
  if (result.replacedShown && result.check.ok) purgePlacePages(result.check.review.placeKind);
  return result.check;
}

/** Clears the cached pages of a kind of place (their average and reviews changed). */
function purgePlacePages(kind: string): void {
  getPageCache()?.invalidateTags([kind === 'tour' ? 'tours' : 'restaurants']);
}
