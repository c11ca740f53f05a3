/**
 * Largest request body per path, enforced by the security middleware before a body is read
 * (413 above the limit). Append a rule for a new endpoint that takes more than the default.
 */
import type { StringKey } from '~/i18n';
import { normalizePathname } from '~/features/auth/paths';
import { RECEIPT_PAGE_PATHS } from '~/features/listings/checkout/post-paths';
import { RECEIPT_PAGE_BODY_LIMIT } from '~/features/listings/checkout/receipt-rules';
import { EDITOR_BODY_LIMIT, EDITOR_PATH_PREFIXES } from '~/features/listings/editor/post-paths';

export interface BodyLimitRule {
  /** A normalised path (lowercase, no trailing slash). */
  path: string;
  /** 'prefix' matches the path and everything under it. */
  match: 'exact' | 'prefix';
  maxBytes: number;
  /** For a page: what the visitor reads when refused (a form posted without JavaScript). */
  tooLargeKey?: StringKey;
}

const MB = 1024 * 1024;

/** Bodies of any other request stay under this. */
export const DEFAULT_BODY_LIMIT = 100 * 1024;

const BODY_LIMITS: BodyLimitRule[] = [
  // Image upload: the PUT to the one-time upload address (10 MB files per the spec).
  { path: '/api/admin/upload', match: 'prefix', maxBytes: 10 * MB },
  // Bank-transfer receipt: a 5 MB file plus form overhead. The bank-transfer pages take the same
  // form posted without JavaScript, and read more of it (see RECEIPT_PAGE_BODY_LIMIT).
  { path: '/api/bank-transfer/receipt', match: 'exact', maxBytes: 6 * MB },
  ...RECEIPT_PAGE_PATHS.map((path): BodyLimitRule => ({ path, match: 'exact', maxBytes: RECEIPT_PAGE_BODY_LIMIT, tooLargeKey: 'ops.receiptTooLarge' })),
  // The business's listing editor: its form posts photos through the admin's upload pipeline.
  ...EDITOR_PATH_PREFIXES.map((path): BodyLimitRule => ({ path, match: 'prefix', maxBytes: EDITOR_BODY_LIMIT, tooLargeKey: 'ops.editorTooLarge' })),
  // Stripe sends small events; its signature is checked on the raw body.
  { path: '/api/stripe/webhook', match: 'exact', maxBytes: 1 * MB },
];

/** The rule for a request path, or null when the default applies. */
export function getBodyLimitRule(pathname: string): BodyLimitRule | null {
  const path = normalizePathname(pathname);
  return BODY_LIMITS.find((r) => (r.match === 'exact' ? path === r.path : path === r.path || path.startsWith(`${r.path}/`))) ?? null;
}

/** The body limit in bytes for a request path. */
export function getBodyLimit(pathname: string): number {
  return getBodyLimitRule(pathname)?.maxBytes ?? DEFAULT_BODY_LIMIT;
}
