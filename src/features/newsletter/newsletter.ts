/**
 * The newsletter's pure rules (issue 18): what a valid sign-up is, how an address is stored, the
 * shape of a token and the addresses of the confirm and unsubscribe pages. Runs anywhere.
 */
import { z } from 'zod';
import { localizePath, type Locale } from '~/i18n';
import { readRateLimit, type RateLimit } from '~/platform/http/rate-limit.server';

/** How long a confirmation link works. */
export const CONFIRM_DAYS = 7;
export const CONFIRM_TTL_MS = CONFIRM_DAYS * 86_400_000;

/** An address as stored and compared: trimmed and lowercased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The sign-up form (or JSON body): an email and the language of the page it was sent from. */
export const subscribeSchema = z.object({
  email: z
    .string({ error: 'email is required' })
    .trim()
    .max(254, { error: 'email is too long' })
    .pipe(z.email({ error: 'email must be a valid address' })),
  lang: z.enum(['en', 'nl']).default('en'),
});

/** True for a string shaped like a token this feature makes (32 base32 characters), so junk skips the database. */
export function isNewsletterTokenShaped(value: unknown): value is string {
  return typeof value === 'string' && /^[a-z2-7]{32}$/.test(value);
}

/** Where the sign-up form posts (both languages: the form says which). */
export const SUBSCRIBE_PATH = '/api/newsletter';

/** The confirm page of a token, without language prefix. */
export const confirmPath = (token: string) => `/newsletter/confirm/${token}`;
/** The unsubscribe page of a token, without language prefix. */
export const unsubscribePath = (token: string) => `/newsletter/unsubscribe/${token}`;

/** The page a sign-up lands on: "check your inbox", or the form again with what went wrong. */
export function subscribedPagePath(lang: Locale, outcome: 'sent' | 'invalid'): string {
  return `${localizePath('/newsletter', lang)}?${outcome === 'sent' ? 'sent=1' : 'error=email'}`;
}

/** True when a normalised path is a newsletter page that takes a post (confirm or unsubscribe, any language). */
export function isNewsletterPostPath(path: string): boolean {
  return /^(\/nl)?\/newsletter\/(confirm|unsubscribe)\/[^/]+$/.test(path);
}

/** The unsubscribe page of any language (normalised path). */
function isUnsubscribePath(path: string): boolean {
  return /^(\/nl)?\/newsletter\/unsubscribe\/[^/]+$/.test(path);
}

/** The one body a mail provider's one-click unsubscribe posts (RFC 8058). */
const ONE_CLICK_FIELD = 'List-Unsubscribe';
const ONE_CLICK_VALUE = 'One-Click';

/**
 * True when a request is a mail provider's one-click unsubscribe (RFC 8058): a POST to an
 * unsubscribe page whose form body (urlencoded or multipart) is exactly `List-Unsubscribe=One-Click`.
 * Providers post it server to server, with no Origin: the token in the address is its credential.
 * Reads a copy of the body, so the route can still read it.
 */
export async function isOneClickUnsubscribe(request: Request, path: string): Promise<boolean> {
  if (request.method !== 'POST' || !isUnsubscribePath(path)) return false;
  const type = request.headers.get('content-type') ?? '';
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) return false;
  try {
    const entries = [...(await request.clone().formData()).entries()];
    return entries.length === 1 && entries[0][0] === ONE_CLICK_FIELD && entries[0][1] === ONE_CLICK_VALUE;
  } catch {
    return false;
  }
}

/** A CSV cell: quoted, quotes doubled, and a leading = + - @ (or tab/CR) defused with an apostrophe. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Confirmation emails to one address: a few an hour, so the form cannot flood someone's inbox. */
export function newsletterPerEmail(env: NodeJS.ProcessEnv): RateLimit {
  return readRateLimit(env.RATE_LIMIT_NEWSLETTER_EMAIL, { max: 3, windowMs: 3_600_000 });
}

/** One subscriber as the admin list shows it (dates as ISO strings). */
export interface AdminSubscriber {
  email: string;
  status: string;
  locale: string;
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}
