/** This feature's part of the admin dashboard. */
export { default as OrdersTab } from '~/features/listings/orders/admin/OrdersTab';
export { default as ListingsTab } from './ListingsTab';
export { default as ListingsTabBadge } from './ListingsTabBadge';
