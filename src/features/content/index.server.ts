/** The public surface of this feature for other features (server side). */
export * from './prepared.server';
export * from './partner-id-queries.server';
export * from './image-alts-carry.server';
