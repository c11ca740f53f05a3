/** This feature's part of the admin dashboard. */
export { default as NewsletterTab } from './NewsletterTab';
