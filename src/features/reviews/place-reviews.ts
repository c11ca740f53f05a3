/** What a place's own page shows of its reviews (issue 20). Runs anywhere. */
import type { PublicReview, ReviewSummary } from './review';

export interface PlaceReviews {
  summary: ReviewSummary;
  /** The most recent approved reviews, newest first (REVIEW_LIMITS.recentOnPage at most). */
  recent: PublicReview[];
}
