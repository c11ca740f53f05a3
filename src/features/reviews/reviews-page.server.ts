/**
 * Data of a place's reviews page (`/restaurant/<id>/reviews`, `/tour/<id>/reviews`): its summary and
 * one page of its approved reviews, newest first, through the site's list loader (`?page=`, a page
 * past the end redirects to the last one). Called by the route file, which may still redirect.
 */
import type { Db } from '~/db/client';
import type { Locale } from '~/platform/i18n/config';
import { loadListPage, type ListPageData } from '~/ui/list-page';
import { REVIEW_LIMITS, type PublicReview, type ReviewPlaceKind, type ReviewSummary } from './review';
import { getReviewsPath } from './review-paths';
import { getReviewSummary, listApprovedReviews } from './reviews.server';

export type ReviewsPageData = ListPageData<'all', PublicReview> & { summary: ReviewSummary };

const ALL = ['all'] as const;

/** The page of `url` (?page=) of a place's approved reviews, where to send a page number past the end, or no page (404). */
export function loadReviewsPage(
  db: Db,
  kind: ReviewPlaceKind,
  placeId: number,
  url: URL,
  lang: Locale,
): { data: ReviewsPageData } | { redirect: string } | { notFound: true } {
  const summary = getReviewSummary(db, kind, placeId);
  const result = loadListPage(
    {
      categories: ALL,
      isCategory: (value): value is 'all' => value === 'all',
      pageSize: REVIEW_LIMITS.perPage,
      count: () => summary.count,
      list: ({ limit, offset }) => (summary.count === 0 ? [] : listApprovedReviews(db, kind, placeId, { limit, offset })),
    },
    url,
    getReviewsPath(kind, placeId, lang),
  );
  return 'data' in result ? { data: { ...result.data, summary } } : result;
}
