/** The public surface of this feature for other features (server side). */
export * from './content/admin-translations.server';
export * from './settings/settings.server';
export { trashPurgeJob } from './content/content-trash.server';
