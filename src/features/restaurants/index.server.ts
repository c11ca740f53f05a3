/** The public surface of this feature for other features (server side). */
export * from './restaurant-admin.server';
export * from './restaurant-writes.server';
export * from './restaurants.server';
export * from './opening-hours-upgrade.server';
