/** The public surface of this feature for other features (server side). */
export * from './review-stats.server';
