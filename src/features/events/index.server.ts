/** The public surface of this feature for other features (server side). */
export * from './event-admin.server';
export * from './event-writes.server';
export * from './events.server';
