import type { APIContext, MiddlewareHandler } from 'astro';
import { getDb } from '~/db/client';
import { getLangFromPath, useTranslations, type Locale } from '~/i18n';
import { normalizePathname } from '~/features/auth/paths';
import { toAddressBucket } from '~/features/auth/address-bucket';
import { getClientAddress } from '~/features/auth/request-meta.server';
import { refusal } from '~/platform/http/refusal';
import { countRequest, hitRateLimit } from '~/platform/http/rate-limit.server';
import { findWriteRule } from '~/features/listings/write-rules';
import { logEvent } from '~/platform/log/logger';
import { isOneClickUnsubscribe } from '~/features/newsletter';

const MINUTE = 60_000;

/** The language of the request: `?lang=nl` or a Dutch page's own path, else a Referer under /nl. */
function getRequestLang(context: APIContext): Locale {
  if (context.url.searchParams.get('lang') === 'nl' || getLangFromPath(context.url.pathname) === 'nl') return 'nl';
  try {
    const referer = new URL(context.request.headers.get('referer') ?? '');
    if (referer.pathname === '/nl' || referer.pathname.startsWith('/nl/')) return 'nl';
  } catch {
    // no or bad Referer: English
  }
  return 'en';
}

function refuse(context: APIContext, key: 'ops.rateLimited' | 'ops.busy', retryAfterMs: number): Response {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / MINUTE));
  const message = useTranslations(getRequestLang(context))(key, { minutes });
  return refusal(context.url.pathname, 429, message, { 'Retry-After': String(Math.ceil(retryAfterMs / 1000)), 'Cache-Control': 'no-store' });
}

/**
 * Limits public writes per client address (socket address; X-Forwarded-For only with TRUST_PROXY=1)
 * and in total, counting each attempt before the endpoint runs; the per-email limit is the
 * endpoint's, once it has read the form. Answers 429 with Retry-After. The total only refuses at a
 * ceiling far above ordinary trade: crossing the lower alert count logs one `write_volume_alert`
 * line per window for the operator instead of turning real customers away.
 */
export const writeLimitsMiddleware: MiddlewareHandler = async (context, next) => {
  if (context.request.method !== 'POST') return next();
  const path = normalizePathname(context.url.pathname);
  const rule = findWriteRule(path);
  if (!rule) return next();
  const sqlite = getDb().$client;
  const now = Date.now();
  const address = getClientAddress(context);
  // A one-click unsubscribe (RFC 8058) comes from a mail provider's few servers, for many readers:
  // only the total counts it, so one busy provider address is not refused.
  const own = (await isOneClickUnsubscribe(context.request, path))
    ? null
    : hitRateLimit(sqlite, `write:${rule.name}:ip:${toAddressBucket(address)}`, rule.perAddress(process.env), now);
  if (own && !own.ok) {
    logEvent('write_limited', { rule: rule.name, ip: address, requestId: context.locals.requestId }, 'warn');
    return refuse(context, 'ops.rateLimited', own.retryAfterMs);
  }
  const ceiling = rule.global(process.env);
  const all = countRequest(sqlite, `write:${rule.name}:all`, ceiling.windowMs, now);
  const alertAt = rule.alertAt(process.env);
  // The counter is atomic, so exactly one request of the window sees alertAt + 1: one line per window.
  if (all.count === alertAt + 1) {
    logEvent('write_volume_alert', { rule: rule.name, count: all.count, alertAt, ceiling: ceiling.max, windowSeconds: ceiling.windowMs / 1000 }, 'warn');
  }
  if (all.count > ceiling.max) {
    logEvent('write_limited_global', { rule: rule.name, requestId: context.locals.requestId }, 'warn');
    return refuse(context, 'ops.busy', Math.max(1000, all.windowStart + ceiling.windowMs - now));
  }
  return next();
};
