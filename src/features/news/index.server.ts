/** The public surface of this feature for other features (server side). */
export * from './news-admin.server';
export * from './news-writes.server';
export * from './news.server';
