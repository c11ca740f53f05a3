/**
 * Public reads of reviews (issue 20): a place's summary from review_stats, its most recent approved
 * reviews and a page of them. Only `status = 'approved'` is ever read here: pending, confirmed and
 * rejected reviews never reach a page, an API answer or structured data.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { reviews, reviewStats } from '~/db/schema';
import { isLocale } from '~/platform/i18n/config';
import type { PlaceReviews } from './place-reviews';
import { REVIEW_LIMITS, summarizeReviews, type PublicReview, type ReviewPlaceKind, type ReviewSummary } from './review';

/** A place's count and average of approved reviews (average null when there are none). */
export function getReviewSummary(db: Db, kind: ReviewPlaceKind, placeId: number): ReviewSummary {
  const row = db
    .select({ count: reviewStats.reviewCount, sum: reviewStats.ratingSum })
    .from(reviewStats)
    .where(and(eq(reviewStats.placeKind, kind), eq(reviewStats.placeId, placeId)))
    .get();
  return row ? summarizeReviews(row.count, row.sum) : summarizeReviews(0, 0);
}

type Row = typeof reviews.$inferSelect;

function toPublicReview(r: Row): PublicReview {
  const from = r.replyFrom === 'business' || r.replyFrom === 'guide' ? r.replyFrom : null;
  return {
    id: r.id,
    rating: r.rating,
    authorName: r.authorName,
    country: r.country,
    comment: r.comment,
    visitMonth: r.visitMonth,
    locale: isLocale(r.locale) ? r.locale : 'en',
    createdAt: r.createdAt,
    reply: r.replyText && from ? { text: r.replyText, from, at: r.repliedAt ?? r.createdAt } : null,
  };
}

/** A page of a place's approved reviews, newest first (the place index walks them in order). */
export function listApprovedReviews(
  db: Db,
  kind: ReviewPlaceKind,
  placeId: number,
  { limit = REVIEW_LIMITS.perPage, offset = 0 }: { limit?: number; offset?: number } = {},
): PublicReview[] {
  return db
    .select()
    .from(reviews)
    .where(and(eq(reviews.placeKind, kind), eq(reviews.placeId, placeId), eq(reviews.status, 'approved')))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit)
    .offset(offset)
    .all()
    .map(toPublicReview);
}

/** The most recent approved reviews shown on a place's own page. */
export function listRecentReviews(db: Db, kind: ReviewPlaceKind, placeId: number): PublicReview[] {
  return listApprovedReviews(db, kind, placeId, { limit: REVIEW_LIMITS.recentOnPage });
}

/** The summary and recent reviews of a place (none read when the summary says there are none). */
export function loadPlaceReviews(db: Db, kind: ReviewPlaceKind, placeId: number): PlaceReviews {
  const summary = getReviewSummary(db, kind, placeId);
  return { summary, recent: summary.count > 0 ? listRecentReviews(db, kind, placeId) : [] };
}
