import type { MiddlewareHandler } from 'astro';
import { isAdminArea, normalizePathname } from '~/features/auth/paths';
import { isHttpsRequest } from '~/features/auth/request-meta.server';
import { getLangFromPath, useTranslations } from '~/i18n';
import { getBodyLimit, getBodyLimitRule } from './body-limits';
import { isApiPath, refusal } from '~/platform/http/refusal';
import { getSiteUrl } from '~/platform/config/site-config.server';
import { isOneClickUnsubscribe } from '~/features/newsletter';
import { PREVIEW_PATH } from '~/features/listings/admin/listing-preview-path';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Verified by its Stripe signature instead; Stripe sends no Origin. */
const ORIGIN_EXEMPT = new Set(['/api/stripe/webhook']);
/** For answers that are not pages (JSON, images): nothing may load from them or frame them. */
const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Bodies a plain HTML form can send cross-site without a preflight (what Astro's own checkOrigin covered). */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

/**
 * True when the Origin header is this site's origin: scheme, host and port all equal SITE_URL's.
 * Not the Host header's: it names whatever address the request was sent to (a DNS name pointed at
 * this server, or `https://` on an `http://` site would pass a host-only comparison). A form post
 * (or a write without a body type) must also have reached the app on that origin, as Astro's own
 * checkOrigin (now off) required: an https page's form sent to the app as plain http without the
 * proxy saying so is refused.
 */
function isSameOrigin(request: Request, requestUrl: URL): boolean {
  const origin = request.headers.get('origin');
  if (!origin || origin === 'null' || !URL.canParse(origin)) return false;
  const site = new URL(getSiteUrl()).origin;
  if (new URL(origin).origin !== site) return false;
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  const formLike = type === undefined || FORM_TYPES.includes(type);
  return !formLike || requestUrl.origin === site;
}

/** The 413 answer: for the API the limit in bytes, for a page a sentence in its language. */
function tooLarge(pathname: string, limit: number): Response {
  const message = isApiPath(pathname.toLowerCase())
    ? `Request body too large (limit ${limit} bytes)`
    : useTranslations(getLangFromPath(pathname))(getBodyLimitRule(pathname)?.tooLargeKey ?? 'ops.tooLarge');
  return refusal(pathname, 413, message);
}

/** 413 when the declared body is over the path's limit, 411 for a body of unknown length; null when fine. */
function checkBodySize(request: Request, pathname: string): Response | null {
  if (SAFE_METHODS.has(request.method)) return null;
  const limit = getBodyLimit(pathname);
  const declared = request.headers.get('content-length');
  if (declared !== null) {
    const length = Number(declared);
    if (!Number.isSafeInteger(length) || length < 0) return refusal(pathname, 400, 'Invalid Content-Length');
    return length > limit ? tooLarge(pathname, limit) : null;
  }
  // A chunked body could be any size: refuse it rather than read it to find out.
  if (request.headers.has('transfer-encoding')) return refusal(pathname, 411, 'Content-Length required');
  return null;
}

function setHeaders(response: Response, headers: Record<string, string>, onlyIfMissing: Set<string>): Response {
  let target = response;
  for (const [name, value] of Object.entries(headers)) {
    if (onlyIfMissing.has(name) && target.headers.has(name)) continue;
    try {
      target.headers.set(name, value);
    } catch {
      // Immutable headers (e.g. Response.redirect): copy once, then keep setting.
      target = new Response(target.body, target);
      target.headers.set(name, value);
    }
  }
  return target;
}

/**
 * Response hardening for every request: the Origin check on writes (JSON and PUT included, which
 * Astro's checkOrigin leaves out; Astro's own is off, see astro.config.mjs), the body size limit,
 * and security headers on every answer. One write is let through without an Origin: a mail
 * provider's one-click unsubscribe (RFC 8058), whose token in the address is its credential.
 */
export const securityMiddleware: MiddlewareHandler = async (context, next) => {
  const { request, url } = context;
  const path = normalizePathname(url.pathname);
  if (!SAFE_METHODS.has(request.method) && !ORIGIN_EXEMPT.has(path) && !isSameOrigin(request, url)) {
    // A one-click unsubscribe is told apart by its body, read only when within the size limit.
    const oneClick = checkBodySize(request, url.pathname) === null && (await isOneClickUnsubscribe(request, path));
    if (!oneClick) return applyHeaders(refusal(url.pathname, 403, 'Cross-site request refused'), context);
  }
  const tooBig = checkBodySize(request, url.pathname);
  if (tooBig) return applyHeaders(tooBig, context);
  return applyHeaders(await next(), context);
};

function applyHeaders(response: Response, context: Parameters<MiddlewareHandler>[0]): Response {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
  if (isHttpsRequest(context)) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  const isHtml = response.headers.get('content-type')?.includes('text/html') ?? false;
  // Pages carry Astro's own policy (with hashes of its scripts); everything else gets the strict one.
  if (!isHtml) headers['Content-Security-Policy'] = NON_PAGE_CSP;
  if (isAdminArea(context.url.pathname)) {
    headers['Cache-Control'] = 'no-store';
    headers['X-Robots-Tag'] = 'noindex, nofollow';
  }
  // The admin's listing preview is framed by the Listings tab: the site alone may frame it.
  if (PREVIEW_PATH.test(normalizePathname(context.url.pathname))) {
    headers['X-Frame-Options'] = 'SAMEORIGIN';
    const csp = response.headers.get('Content-Security-Policy');
    if (csp) headers['Content-Security-Policy'] = csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'");
    return setHeaders(response, headers, new Set(['Referrer-Policy']));
  }
  // A page may ask for less referrer (the listing editor's private address sends none), and an answer may allow
  // its own framing by the site (a receipt shown in place in the Orders tab: SAMEORIGIN with frame-ancestors 'self').
  return setHeaders(response, headers, new Set(['Content-Security-Policy', 'Referrer-Policy', 'X-Frame-Options']));
}
