/** The public surface of this feature for other features (server side). */
export * from './tour-admin.server';
export * from './tour-writes.server';
export * from './tours.server';
