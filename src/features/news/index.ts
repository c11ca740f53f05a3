/** The public surface of this feature for other features (runs anywhere). */
export * from './news-article';
export * from './news-form';
export * from './news-body';
