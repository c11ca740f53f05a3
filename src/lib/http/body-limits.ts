/**
 * Largest request body per path, enforced by the security middleware before a body is read
 * (413 above the limit). Append a rule for a new endpoint that takes more than the default.
 */
import { normalizePathname } from '../auth/paths';

export interface BodyLimitRule {
  /** A normalised path (lowercase, no trailing slash). */
  path: string;
  /** 'prefix' matches the path and everything under it. */
  match: 'exact' | 'prefix';
  maxBytes: number;
}

const MB = 1024 * 1024;

/** Bodies of any other request stay under this. */
export const DEFAULT_BODY_LIMIT = 100 * 1024;

export const BODY_LIMITS: BodyLimitRule[] = [
  // Image upload: the PUT to the one-time upload address (10 MB files per the spec).
  { path: '/api/admin/upload', match: 'prefix', maxBytes: 10 * MB },
  // Bank-transfer receipt: a 5 MB file plus form overhead.
  { path: '/api/bank-transfer/receipt', match: 'exact', maxBytes: 6 * MB },
  // Stripe sends small events; its signature is checked on the raw body.
  { path: '/api/stripe/webhook', match: 'exact', maxBytes: 1 * MB },
];

/** The body limit in bytes for a request path. */
export function getBodyLimit(pathname: string): number {
  const path = normalizePathname(pathname);
  const rule = BODY_LIMITS.find((r) => (r.match === 'exact' ? path === r.path : path === r.path || path.startsWith(`${r.path}/`)));
  return rule?.maxBytes ?? DEFAULT_BODY_LIMIT;
}
