/** The public surface of this feature for other features (runs anywhere). */
export * from './schemas';
export * from './types';
export * from './partner';
export * from './partner-paging';
export * from './image-alts';
export * from './listing-links';
export * from './listing-link-list';
