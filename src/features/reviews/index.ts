/** The public surface of the reviews feature for other features (runs anywhere). */
export { getReviewsPath, getWriteReviewPath } from './review-paths';
export { REVIEWS_API_PATH, isReviewFormPath, reviewPerAddress, reviewPerEmail } from './write-limits';
