/** The public surface of this feature for other features (server side). */
export * from './orders/orders.server';
export * from './payments/bank-account.server';
export * from './orders/order-writes.server';
export * from './orders/bank-order-writes.server';
export { getListingStats } from './lifecycle/listing-queries.server';
export { runDueJobs, type DueItem, type ScheduledJob } from './lifecycle/job-runner.server';
export { listPartnerBusinessNames } from './lifecycle/partner.server';
export { getEntryPartnership, listEntryPartnerships, recordPartnerEntryDeleted, recordPartnerEntryRestored } from './lifecycle/entry-partners.server';
