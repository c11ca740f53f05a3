/**
 * The addresses that take a review write and its limits (issue 20): the JSON endpoint and the form
 * pages a browser without JavaScript posts to. The write limits (src/features/listings/write-rules.ts)
 * count every post of these per client address; the endpoint counts valid ones per email.
 */
import { readRateLimit, type RateLimit } from '~/platform/http/rate-limit.server';

/** The JSON endpoint. */
export const REVIEWS_API_PATH = '/api/reviews';

/** True when a normalised path is a review form page (any language), which takes the form's post. */
export function isReviewFormPath(path: string): boolean {
  return /^(\/nl)?\/(restaurant|tour)\/[^/]+\/write-review$/.test(path);
}

const HOUR = 3_600_000;

/** Review writes per client address: a few an hour (RATE_LIMIT_REVIEWS, `count/seconds`). */
export function reviewPerAddress(env: NodeJS.ProcessEnv): RateLimit {
  return readRateLimit(env.RATE_LIMIT_REVIEWS, { max: 5, windowMs: HOUR });
}

/** Review writes per email: three a day, so the form cannot flood someone's inbox (RATE_LIMIT_REVIEWS_EMAIL). */
export function reviewPerEmail(env: NodeJS.ProcessEnv): RateLimit {
  return readRateLimit(env.RATE_LIMIT_REVIEWS_EMAIL, { max: 3, windowMs: 24 * HOUR });
}

/** One email, one bucket: case and a "+tag" in the local part do not make a new address. */
export function toReviewEmailBucket(email: string): string {
  const trimmed = email.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at < 1) return trimmed;
  const local = trimmed.slice(0, at).replace(/\+.*$/, '');
  return `${local || trimmed.slice(0, at)}@${trimmed.slice(at + 1)}`;
}
