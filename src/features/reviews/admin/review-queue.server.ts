/**
 * The admin's Reviews queue (issue 20): list reviews by state, approve or reject a confirmed one,
 * reply publicly to an approved one. Each write runs in one transaction and the caller purges the
 * place's cached pages after it committed (purgeReviewPlacePages). review_stats follows the status
 * by triggers (migration 0016): nothing here writes it. Only the /api/admin routes call this.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { reviews } from '~/db/schema';
import { getPageCache } from '~/platform/cache/registry';
import type { ContentTag } from '~/platform/cache/route-rules';
import type { ReviewPlaceKind, ReviewReplyFrom } from '~/features/reviews/review';
import { ADMIN_REVIEW_STATUSES, ADMIN_REVIEWS_PER_PAGE, type AdminReview, type AdminReviewPage, type AdminReviewStatus } from './review-admin';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The place's English name (its Dutch one when written in Dutch only), whatever its kind. */
const placeName = sql<string | null>`case ${reviews.placeKind}
  when 'restaurant' then (select name from restaurant_translations where restaurant_id = ${reviews.placeId} and name <> '' order by locale = 'en' desc limit 1)
  when 'tour' then (select name from tour_translations where tour_id = ${reviews.placeId} and name <> '' order by locale = 'en' desc limit 1)
  when 'event' then (select name from event_translations where event_id = ${reviews.placeId} and name <> '' order by locale = 'en' desc limit 1)
end`;

type Row = typeof reviews.$inferSelect & { placeName: string | null };

function toAdminReview(r: Row): AdminReview {
  return {
    id: r.id,
    status: r.status as AdminReviewStatus,
    placeKind: r.placeKind as ReviewPlaceKind,
    placeId: r.placeId,
    placeName: r.placeName || null,
    rating: r.rating,
    authorName: r.authorName,
    country: r.country,
    comment: r.comment,
    visitMonth: r.visitMonth,
    locale: r.locale === 'nl' ? 'nl' : 'en',
    email: r.email,
    createdAt: r.createdAt.toISOString(),
    confirmedAt: iso(r.confirmedAt),
    decidedAt: iso(r.decidedAt),
    rejectReason: r.rejectReason,
    reply: r.replyText && r.replyFrom && r.repliedAt ? { text: r.replyText, from: r.replyFrom as ReviewReplyFrom, at: r.repliedAt.toISOString() } : null,
  };
}

/** How many reviews are in each listable state (pending ones are not counted: they are not the admin's yet). */
function countReviewsByStatus(db: Db): Record<AdminReviewStatus, number> {
  const counts = { confirmed: 0, approved: 0, rejected: 0 };
  for (const row of db.select({ status: reviews.status, n: count() }).from(reviews).groupBy(reviews.status).all()) {
    if ((ADMIN_REVIEW_STATUSES as readonly string[]).includes(row.status)) counts[row.status as AdminReviewStatus] = row.n;
  }
  return counts;
}

/** One page of reviews in a state: the queue newest confirmed first, decided ones newest decision first. */
export function listAdminReviews(db: Db, status: AdminReviewStatus, page: number): AdminReviewPage {
  const counts = countReviewsByStatus(db);
  const total = counts[status];
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_REVIEWS_PER_PAGE));
  const order = status === 'confirmed' ? [desc(reviews.confirmedAt), desc(reviews.id)] : [desc(reviews.decidedAt), desc(reviews.id)];
  const rows = db
    .select({ review: reviews, placeName })
    .from(reviews)
    .where(eq(reviews.status, status))
    .orderBy(...order)
    .limit(ADMIN_REVIEWS_PER_PAGE)
    .offset((page - 1) * ADMIN_REVIEWS_PER_PAGE)
    .all();
  return { status, page, pageCount, total, counts, reviews: rows.map((r) => toAdminReview({ ...r.review, placeName: r.placeName })) };
}

/** One listable review (never a pending one), or null. */
export function getAdminReview(db: Db, id: number): AdminReview | null {
  const row = db.select({ review: reviews, placeName }).from(reviews).where(eq(reviews.id, id)).get();
  if (!row || !(ADMIN_REVIEW_STATUSES as readonly string[]).includes(row.review.status)) return null;
  return toAdminReview({ ...row.review, placeName: row.placeName });
}

/** What a write did: done (with the place to purge), no such review, or the review is not in the state the write needs. */
export type ReviewWriteResult =
  { outcome: 'done'; place: { kind: ReviewPlaceKind; id: number } } | { outcome: 'not_found' } | { outcome: 'conflict'; status: string };

/** The admin who decides and the server clock. */
export interface ReviewActor {
  adminId: string;
  now: Date;
}

function decide(db: Db, id: number, to: 'approved' | 'rejected', actor: ReviewActor, reason: string | null): ReviewWriteResult {
  return db.transaction((tx) => {
    const row = tx.select({ status: reviews.status, kind: reviews.placeKind, placeId: reviews.placeId }).from(reviews).where(eq(reviews.id, id)).get();
    // A pending review is not the admin's yet: to them it does not exist.
    if (!row || row.status === 'pending') return { outcome: 'not_found' } as const;
    if (row.status !== 'confirmed') return { outcome: 'conflict', status: row.status } as const;
    tx.update(reviews)
      .set({ status: to, decidedAt: actor.now, decidedBy: actor.adminId, rejectReason: reason, updatedAt: actor.now })
      .where(and(eq(reviews.id, id), eq(reviews.status, 'confirmed')))
      .run();
    return { outcome: 'done', place: { kind: row.kind as ReviewPlaceKind, id: row.placeId } } as const;
  });
}

/** Approves a confirmed review: it goes public and counts in the place's average (by the triggers). */
export function approveReview(db: Db, id: number, actor: ReviewActor): ReviewWriteResult {
  return decide(db, id, 'approved', actor, null);
}

/** Rejects a confirmed review with a reason kept internally; it is never shown. */
export function rejectReview(db: Db, id: number, reason: string, actor: ReviewActor): ReviewWriteResult {
  return decide(db, id, 'rejected', actor, reason);
}

/** Sets (or, with an empty text, removes) the public reply under an approved review. */
export function replyToReview(db: Db, id: number, reply: { text: string; from: ReviewReplyFrom }, actor: ReviewActor): ReviewWriteResult {
  return db.transaction((tx) => {
    const row = tx.select({ status: reviews.status, kind: reviews.placeKind, placeId: reviews.placeId }).from(reviews).where(eq(reviews.id, id)).get();
    if (!row || row.status === 'pending') return { outcome: 'not_found' } as const;
    if (row.status !== 'approved') return { outcome: 'conflict', status: row.status } as const;
    const text = reply.text.trim();
    tx.update(reviews)
      .set(
        text
          ? { replyText: text, replyFrom: reply.from, repliedAt: actor.now, updatedAt: actor.now }
          : { replyText: null, replyFrom: null, repliedAt: null, updatedAt: actor.now },
      )
      .where(eq(reviews.id, id))
      .run();
    return { outcome: 'done', place: { kind: row.kind as ReviewPlaceKind, id: row.placeId } } as const;
  });
}

const KIND_TAGS: Record<ReviewPlaceKind, ContentTag> = { restaurant: 'restaurants', tour: 'tours', event: 'events' };

/** The cache tags a review write clears: the kind's pages (detail, its reviews page, list, home; both languages) and 'reviews'. */
function reviewPlaceTags(kind: ReviewPlaceKind): string[] {
  return [KIND_TAGS[kind], 'reviews'];
}

/** Clears the place's cached pages; call after the write committed. Does nothing without a page cache. */
export function purgeReviewPlacePages(kind: ReviewPlaceKind): void {
  getPageCache()?.invalidateTags(reviewPlaceTags(kind));
}
