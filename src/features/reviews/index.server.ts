/** Reviews' database reads for other features and the route files (issue 20). */
export { loadPlaceReviews } from './reviews.server';
export { loadReviewsPage } from './reviews-page.server';
export * from './review-stats.server';
export { countReviewedPlaces, listReviewedPlaces, type ReviewsPageKind } from './reviewed-places.server';
