/** The public surface of this feature for other features (runs anywhere). */
export * from './content/ContentTab';
export * from './content/DateCell';
export * from './content/FeaturedCell';
export * from './content/TextListField';
export * from './content/TranslatedFields';
export * from './content/admin-types';
export * from './content/content-store';
export * from './content/fields';
export * from './content/form-common';
export * from './content/icons';
export * from './lib/api';
export { $adminStats, refreshAdminStats, startStatsPolling, STATS_REFRESH_MS } from './lib/stats';
export * from './lib/strings';
export * from './ui/FormDialog';
export * from './ui/Switch';
export * from './ui/TextField';
export * from './ui/toast-store';
