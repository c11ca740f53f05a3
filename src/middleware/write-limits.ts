import type { APIContext, MiddlewareHandler } from 'astro';
import { getDb } from '~/db/client';
import { getLangFromPath, useTranslations, type Locale } from '~/i18n';
import { normalizePathname } from '~/features/auth/paths';
import { toAddressBucket } from '~/features/auth/address-bucket';
import { getClientAddress } from '~/features/auth/request-meta.server';
import { refusal } from '~/platform/http/refusal';
import { countRequest, hitRateLimit, peekRequestCount } from '~/platform/http/rate-limit.server';
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
 * and in total. Every post costs its address's budget before the endpoint runs (the per-email limit
 * is the endpoint's, once it has read the form); only posts that pass the endpoint's cheap checks
 * count toward the total (src/platform/http/write-gate.ts), so junk from many addresses cannot close
 * a form for everyone. Answers 429 with Retry-After. The total only refuses at a ceiling far above
 * ordinary trade: crossing the lower alert count logs one `write_volume_alert` line per window for
 * the operator instead of turning real customers away.
 */
export const writeLimitsMiddleware: MiddlewareHandler = async (context, next) => {
  if (context.request.method !== 'POST') return next();
  const path = normalizePathname(context.url.pathname);
  const rule = findWriteRule(path);
  if (!rule) return next();
  const sqlite = getDb().$client;
  const now = Date.now();
  const address = getClientAddress(context);
  const chargeAddress = (): Response | null => {
    const own = hitRateLimit(sqlite, `write:${rule.name}:ip:${toAddressBucket(address)}`, rule.perAddress(process.env), now);
    if (own.ok) return null;
    logEvent('write_limited', { rule: rule.name, ip: address, requestId: context.locals.requestId }, 'warn');
    return refuse(context, 'ops.rateLimited', own.retryAfterMs);
  };
  // A one-click unsubscribe (RFC 8058) comes from a mail provider's few servers, for many readers:
  // its address pays only when the token turns out unknown (the gate's reject), like any junk post.
  const oneClick = await isOneClickUnsubscribe(context.request, path);
  const limited = oneClick ? null : chargeAddress();
  if (limited) return limited;

  const ceiling = rule.global(process.env);
  const allKey = `write:${rule.name}:all`;
  const busy = (windowStart: number) => {
    logEvent('write_limited_global', { rule: rule.name, requestId: context.locals.requestId }, 'warn');
    return refuse(context, 'ops.busy', Math.max(1000, windowStart + ceiling.windowMs - now));
  };
  // Only writes that passed fill the window; once it is full, nothing more is read this window.
  const before = peekRequestCount(sqlite, allKey, ceiling.windowMs, now);
  if (before.count >= ceiling.max) return busy(before.windowStart);
  const countAll = () => {
    const all = countRequest(sqlite, allKey, ceiling.windowMs, now);
    const alertAt = rule.alertAt(process.env);
    // The counter is atomic, so exactly one request of the window sees alertAt + 1: one line per window.
    if (all.count === alertAt + 1) {
      logEvent('write_volume_alert', { rule: rule.name, count: all.count, alertAt, ceiling: ceiling.max, windowSeconds: ceiling.windowMs / 1000 }, 'warn');
    }
    return all;
  };
  let told = false;
  context.locals.writeGate = {
    admit: () => {
      if (told) return null;
      told = true;
      const all = countAll();
      return all.count > ceiling.max ? busy(all.windowStart) : null;
    },
    reject: () => {
      if (told) return null;
      told = true;
      return oneClick ? chargeAddress() : null;
    },
  };
  const response = await next();
  // An endpoint that does not tell its gate is judged by its answer: a success passed its checks.
  if (!told && response.status < 400) countAll();
  return response;
};
