/** The public surface of this feature for other features (runs anywhere). */
export * from './structured-data';
export * from './news-article-jsonld';
export * from './event-jsonld';
export * from './guide-jsonld';
