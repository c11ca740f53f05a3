/** This feature's part of the admin dashboard: the Reviews tab and the count badge beside its name. */
export { default as ReviewsTab } from './ReviewsTab';
export { default as ReviewsTabBadge } from './ReviewsTabBadge';
