/** The public surface of this feature for other features (server side): queue an email inside the caller's transaction. */
export { nudgeSender, queueListingEmail, queueListingSubmittedEmail, queueOrderEmails, type ListingEmailKind, type MailDb } from './outbox.server';
