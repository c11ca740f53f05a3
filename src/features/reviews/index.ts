/** The public surface of reviews (issue 20) for other features (runs anywhere). */
export * from './review';
export * from './review-paths';
export * from './review-format';
export * from './place-rating';
export type { PlaceReviews } from './place-reviews';
export { REVIEWS_API_PATH, isReviewFormPath, reviewPerAddress, reviewPerEmail } from './write-limits';
