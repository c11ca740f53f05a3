/**
 * The admin's Reviews queue (issue 20): the shape the API answers and the inputs it takes, shared by
 * the endpoints and the tab. Runs anywhere. Pending reviews (not yet confirmed by email) are never listed.
 */
import { z } from 'zod';
import { REVIEW_LIMITS, REVIEW_REPLY_FROM, type ReviewPlaceKind, type ReviewReplyFrom } from '~/features/reviews/review';

/** The states an admin can list: the queue (confirmed) and, to look back, the decided ones. */
export const ADMIN_REVIEW_STATUSES = ['confirmed', 'approved', 'rejected'] as const;
export type AdminReviewStatus = (typeof ADMIN_REVIEW_STATUSES)[number];

/** Reviews per page of the admin list. */
export const ADMIN_REVIEWS_PER_PAGE = 20;

/** A review as the admin sees it: everything the visitor typed, the email included, and the decision. */
export interface AdminReview {
  id: number;
  status: AdminReviewStatus;
  placeKind: ReviewPlaceKind;
  placeId: number;
  /** The place's English name; null when the place is gone. */
  placeName: string | null;
  rating: number;
  authorName: string;
  country: string;
  comment: string;
  visitMonth: string;
  locale: 'en' | 'nl';
  email: string;
  createdAt: string;
  confirmedAt: string | null;
  decidedAt: string | null;
  rejectReason: string | null;
  reply: { text: string; from: ReviewReplyFrom; at: string } | null;
}

/** One page of the list, with the number of reviews in each state (the tab's badge is `counts.confirmed`). */
export interface AdminReviewPage {
  status: AdminReviewStatus;
  page: number;
  pageCount: number;
  total: number;
  counts: Record<AdminReviewStatus, number>;
  reviews: AdminReview[];
}

export const reviewListQuerySchema = z.object({
  status: z.enum(ADMIN_REVIEW_STATUSES).default('confirmed'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const reviewIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const rejectReviewSchema = z.object({
  reason: z.string().trim().min(1, 'A reason is required').max(REVIEW_LIMITS.rejectReasonMax, `At most ${REVIEW_LIMITS.rejectReasonMax} characters`),
});

/** An empty text removes the reply. */
export const replyReviewSchema = z.object({
  text: z.string().trim().max(REVIEW_LIMITS.replyMax, `At most ${REVIEW_LIMITS.replyMax} characters`),
  from: z.enum(REVIEW_REPLY_FROM),
});
