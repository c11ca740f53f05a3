/** This feature's part of the admin dashboard. */
export { default as RestaurantsTab } from './RestaurantsTab';
