/** This feature's part of the admin dashboard. */
export { default as EmailsTab } from './EmailsTab';
