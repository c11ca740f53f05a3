/** The public surface of this feature for other features (server side): queue an email inside the caller's transaction. */
export {
  nudgeSender,
  queueListingEmail,
  queueListingReviewEmail,
  queueListingSubmittedEmail,
  queueListingReceivedEmail,
  queueOrderEmails,
  type ListingEmailKind,
  type MailDb,
} from './outbox.server';
export { queueNewsletterConfirmEmail } from './newsletter-outbox.server';
export { queueReviewConfirmEmail } from './review-outbox.server';
