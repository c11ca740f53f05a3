/**
 * Reads of review_stats for lists and cards (issue 20): a place's average and count come from its
 * approved reviews only (the triggers of migration 0016 keep review_stats), never from a typed field.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import { alias, type SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { reviewStats } from '~/db/schema';
import { summarizeReviews, type ReviewPlaceKind } from './review';
import type { PlaceRating } from './place-rating';

/** The review_stats row a list query joins (left join: a place without approved reviews has none). */
export const placeStats = alias(reviewStats, 'place_stats');

/** The join condition of `placeStats` for places of `kind` whose id is `placeId`. */
export function placeStatsOn(kind: ReviewPlaceKind, placeId: SQLiteColumn): SQL | undefined {
  return and(eq(placeStats.placeKind, kind), eq(placeStats.placeId, placeId));
}

/** The columns a list query selects from `placeStats` (null when the place has no row). */
export const placeStatsColumns = { count: placeStats.reviewCount, sum: placeStats.ratingSum };

/** The public rating from a joined stats row (null when the place has no approved review). */
export function toPlaceRating(stats: { count: number | null; sum: number | null } | null): PlaceRating {
  const summary = summarizeReviews(stats?.count ?? 0, stats?.sum ?? 0);
  return { rating: summary.average, reviewCount: summary.count };
}
