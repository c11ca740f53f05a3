/**
 * The time promises of the paid-listing loop, each defined once and labelled for what it promises.
 * The spec names two for a bank transfer that are different things: our check of a payment
 * ("verified within 24 hours", after the business sends its receipt) and the banks' own processing
 * ("24-48 hour processing", before a transfer shows on our account). A third is our review of a
 * listing once the business sends it. Every text that names one of them (checkout, bank screen,
 * toast, success page, emails, editor) builds its number from here, so no two places disagree.
 */
export const PROMISES = {
  /** Our team checks a bank-transfer payment within this many hours of receiving its receipt. */
  paymentCheckHours: 24,
  /** A transfer between banks may take this long to reach our account (the banks' processing, not ours). */
  transferHours: '24–48',
  /** Our team reviews a listing within this many hours of the business sending it. */
  listingReviewHours: 24,
} as const;
