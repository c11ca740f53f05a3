/**
 * The places whose reviews page is indexed (issue 20: a reviews page with no approved review is
 * `noindex`), for the sitemap: read from review_stats, joined to the place so a deleted place's
 * leftover row is never listed, in id order a range at a time.
 */
import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { restaurants, reviews, reviewStats, tours } from '~/db/schema';

/** The kinds that have a reviews page of their own (an event has no page). */
export type ReviewsPageKind = 'restaurant' | 'tour';

const PLACE_TABLES = { restaurant: restaurants, tour: tours } as const;

const reviewedOf = (kind: ReviewsPageKind) =>
  and(eq(reviewStats.placeKind, kind), gt(reviewStats.reviewCount, 0), eq(reviewStats.placeId, PLACE_TABLES[kind].id));

/** How many places of `kind` have at least one approved review. */
export function countReviewedPlaces(db: Db, kind: ReviewsPageKind): number {
  const row = db.select({ n: count() }).from(reviewStats).innerJoin(PLACE_TABLES[kind], reviewedOf(kind)).get();
  return row?.n ?? 0;
}

/** Places `offset` to `offset + limit` of `kind` with approved reviews, by id, with when the newest was approved. */
export function listReviewedPlaces(db: Db, kind: ReviewsPageKind, limit: number, offset: number): { id: number; lastApprovedAt: Date | null }[] {
  const lastApproved = sql<number | null>`(select max(${reviews.decidedAt}) from ${reviews}
    where ${reviews.placeKind} = ${kind} and ${reviews.placeId} = ${reviewStats.placeId} and ${reviews.status} = 'approved')`;
  return db
    .select({ id: reviewStats.placeId, lastApproved })
    .from(reviewStats)
    .innerJoin(PLACE_TABLES[kind], reviewedOf(kind))
    .orderBy(asc(reviewStats.placeId))
    .limit(limit)
    .offset(offset)
    .all()
    .map((row) => ({ id: row.id, lastApprovedAt: row.lastApproved === null ? null : new Date(row.lastApproved) }));
}
