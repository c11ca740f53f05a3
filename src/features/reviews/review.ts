/**
 * Visitor reviews (issue 20): the one definition of a review — the places it can be about, its
 * states, its limits and the public shape pages and the API show. Runs anywhere. Storage is the
 * `reviews` table with its `review_stats` (count and star sum of approved reviews, kept by triggers).
 */
import type { Locale } from '~/platform/i18n/config';

export type ReviewPlaceKind = 'restaurant' | 'tour' | 'event';

/** pending: waits for the writer's email confirmation; confirmed: in the admin's queue; then approved or rejected. */
export type ReviewStatus = 'pending' | 'confirmed' | 'approved' | 'rejected';

export const REVIEW_REPLY_FROM = ['business', 'guide'] as const;
export type ReviewReplyFrom = (typeof REVIEW_REPLY_FROM)[number];

export const REVIEW_LIMITS = {
  commentMin: 20,
  commentMax: 2000,
  nameMax: 60,
  countryMax: 60,
  emailMax: 254,
  replyMax: 2000,
  rejectReasonMax: 500,
  /** Hours a confirmation link stays valid. */
  confirmHours: 48,
  /** Recent reviews shown on a place's page; the rest are on its reviews page. */
  recentOnPage: 3,
  /** Reviews per page on a place's reviews page. */
  perPage: 10,
} as const;

/** An approved review as pages and the API show it: no email, no internal state. */
export interface PublicReview {
  id: number;
  rating: number;
  authorName: string;
  country: string;
  comment: string;
  /** 'YYYY-MM' */
  visitMonth: string;
  /** The language it was written in. */
  locale: Locale;
  createdAt: Date;
  reply: { text: string; from: ReviewReplyFrom; at: Date } | null;
}

/** A place's approved reviews in numbers; `average` is null when there are none (then nothing is claimed). */
export interface ReviewSummary {
  count: number;
  /** One decimal, 1.0 to 5.0. */
  average: number | null;
}

/** The summary from review_stats' count and star sum. */
export function summarizeReviews(count: number, ratingSum: number): ReviewSummary {
  if (count <= 0) return { count: 0, average: null };
  return { count, average: Math.round((ratingSum / count) * 10) / 10 };
}
