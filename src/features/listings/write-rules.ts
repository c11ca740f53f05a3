/**
 * The limits on public writes that store something: checkout creates an order, a receipt stores up
 * to 5 MB. Each write counts per client address and per email (where one is given) and refuses
 * beyond those; all addresses together only meet a high ceiling that protects the server, with an
 * alert in the log well before it, so a handful of addresses cannot close the till for everyone.
 */
import { CHECKOUT_FORM_PATHS, RECEIPT_FORM_PATHS } from './checkout/post-paths';
import { isEditorPath } from './editor/post-paths';
import { readRateLimit, type RateLimit } from '~/platform/http/rate-limit.server';
import { SUBSCRIBE_PATH, isNewsletterPostPath, newsletterPerEmail } from '~/features/newsletter';
import { REVIEWS_API_PATH, isReviewFormPath, reviewPerAddress, reviewPerEmail } from '~/features/reviews';

export type WriteRuleName = 'checkout' | 'receipt' | 'listing' | 'newsletter' | 'review';

export interface WriteRule {
  name: WriteRuleName;
  /** The endpoint and the pages that take the same write from a form posted without JavaScript. */
  paths: readonly string[];
  /** For addresses with a variable part (the listing editor's token): true when a normalised path is one of this rule's. */
  matches?: (path: string) => boolean;
  /** Per client address. */
  perAddress: (env: NodeJS.ProcessEnv) => RateLimit;
  /** Per email given in the form; by default the same as per address. */
  perEmail: (env: NodeJS.ProcessEnv) => RateLimit;
  /** Across all addresses: refuses only beyond this, to keep the server (and its disk) up. */
  global: (env: NodeJS.ProcessEnv) => RateLimit;
  /** Within the global window, the count whose crossing logs one alert line (nobody is refused). */
  alertAt: (env: NodeJS.ProcessEnv) => number;
}

const MINUTE = 60_000;

/** A whole count from the environment, or the default when unset or malformed (start-up validation reports malformed ones). */
function readCount(value: string | undefined, fallback: number): number {
  return /^\s*[1-9]\d{0,8}\s*$/.test(value ?? '') ? Number(value) : fallback;
}

const checkoutPerAddress = (env: NodeJS.ProcessEnv) => readRateLimit(env.RATE_LIMIT_CHECKOUT, { max: 10, windowMs: 10 * MINUTE });
const receiptPerAddress = (env: NodeJS.ProcessEnv) => readRateLimit(env.RATE_LIMIT_RECEIPTS, { max: 10, windowMs: 10 * MINUTE });
const listingPerAddress = (env: NodeJS.ProcessEnv) => readRateLimit(env.RATE_LIMIT_LISTING_EDITS, { max: 20, windowMs: 10 * MINUTE });

const WRITE_RULES: readonly WriteRule[] = [
  {
    name: 'checkout',
    paths: CHECKOUT_FORM_PATHS,
    perAddress: checkoutPerAddress,
    perEmail: (env) => readRateLimit(env.RATE_LIMIT_CHECKOUT_EMAIL, checkoutPerAddress(env)),
    global: (env) => readRateLimit(env.RATE_LIMIT_CHECKOUT_GLOBAL, { max: 3000, windowMs: 60 * MINUTE }),
    alertAt: (env) => readCount(env.RATE_LIMIT_CHECKOUT_ALERT, 300),
  },
  {
    name: 'receipt',
    paths: RECEIPT_FORM_PATHS,
    perAddress: receiptPerAddress,
    perEmail: (env) => readRateLimit(env.RATE_LIMIT_RECEIPTS_EMAIL, receiptPerAddress(env)),
    // 2000 receipts of at most 5 MB is 10 GB an hour at worst; the alert at 200 comes long before.
    global: (env) => readRateLimit(env.RATE_LIMIT_RECEIPTS_GLOBAL, { max: 2000, windowMs: 60 * MINUTE }),
    alertAt: (env) => readCount(env.RATE_LIMIT_RECEIPTS_ALERT, 200),
  },
  {
    // The business's listing editor (/listing/<token>): a post stores a draft and up to 30 MB of photos.
    name: 'listing',
    paths: [],
    matches: isEditorPath,
    perAddress: listingPerAddress,
    perEmail: listingPerAddress,
    global: (env) => readRateLimit(env.RATE_LIMIT_LISTING_EDITS_GLOBAL, { max: 1000, windowMs: 60 * MINUTE }),
    alertAt: (env) => readCount(env.RATE_LIMIT_LISTING_EDITS_ALERT, 100),
  },
  {
    // Newsletter sign-up (each sends a confirmation email) and its confirm/unsubscribe buttons (issue 18).
    name: 'newsletter',
    paths: [SUBSCRIBE_PATH],
    matches: isNewsletterPostPath,
    perAddress: (env) => readRateLimit(env.RATE_LIMIT_NEWSLETTER, { max: 10, windowMs: 10 * MINUTE }),
    perEmail: newsletterPerEmail,
    global: (env) => readRateLimit(env.RATE_LIMIT_NEWSLETTER_GLOBAL, { max: 2000, windowMs: 60 * MINUTE }),
    alertAt: (env) => readCount(env.RATE_LIMIT_NEWSLETTER_ALERT, 200),
  },
  {
    // Visitor reviews (issue 20): the endpoint and the form pages; each valid write sends a confirmation email.
    // The confirm page's button is not counted: its 160-bit token is its own guard.
    name: 'review',
    paths: [REVIEWS_API_PATH],
    matches: isReviewFormPath,
    perAddress: reviewPerAddress,
    perEmail: reviewPerEmail,
    global: (env) => readRateLimit(env.RATE_LIMIT_REVIEWS_GLOBAL, { max: 1000, windowMs: 60 * MINUTE }),
    alertAt: (env) => readCount(env.RATE_LIMIT_REVIEWS_ALERT, 100),
  },
];

/** The rule a normalised path's posts count under, if any. */
export function findWriteRule(path: string): WriteRule | undefined {
  return WRITE_RULES.find((r) => r.paths.includes(path) || r.matches?.(path) === true);
}

/** The rule of that name. */
export function getWriteRule(name: WriteRuleName): WriteRule {
  return WRITE_RULES.find((r) => r.name === name)!;
}

/**
 * One email, one bucket: case and a "+tag" in the local part do not make a new address, so
 * ana+1@… and ANA@… count together with ana@….
 */
export function toEmailBucket(email: string): string {
  const trimmed = email.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at < 1) return trimmed;
  const local = trimmed.slice(0, at).replace(/\+.*$/, '');
  return `${local || trimmed.slice(0, at)}@${trimmed.slice(at + 1)}`;
}
