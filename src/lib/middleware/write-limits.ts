import type { APIContext, MiddlewareHandler } from 'astro';
import { getDb } from '../../db/client';
import { getLangFromPath, useTranslations, type Locale } from '../../i18n';
import { normalizePathname } from '../auth/paths';
import { toAddressBucket } from '../auth/address-bucket';
import { getClientAddress } from '../auth/request-meta.server';
import { CHECKOUT_FORM_PATHS, RECEIPT_FORM_PATHS } from '../checkout/post-paths';
import { refusal } from '../http/refusal';
import { hitRateLimit, readRateLimit, type RateLimit } from '../http/rate-limit.server';
import { logEvent } from '../log/logger';

interface WriteRule {
  name: string;
  /** The endpoint and the pages that take the same write from a form posted without JavaScript. */
  paths: readonly string[];
  /** Per client address. */
  perAddress: (env: NodeJS.ProcessEnv) => RateLimit;
  /** Across all addresses: caps what many addresses together can store. */
  global?: (env: NodeJS.ProcessEnv) => RateLimit;
}

const MINUTE = 60_000;

/** Public writes that store something: checkout creates an order, a receipt stores up to 5 MB. */
export const WRITE_RULES: WriteRule[] = [
  {
    name: 'checkout',
    paths: CHECKOUT_FORM_PATHS,
    perAddress: (env) => readRateLimit(env.RATE_LIMIT_CHECKOUT, { max: 10, windowMs: 10 * MINUTE }),
    global: (env) => readRateLimit(env.RATE_LIMIT_CHECKOUT_GLOBAL, { max: 300, windowMs: 60 * MINUTE }),
  },
  {
    name: 'receipt',
    paths: RECEIPT_FORM_PATHS,
    perAddress: (env) => readRateLimit(env.RATE_LIMIT_RECEIPTS, { max: 10, windowMs: 10 * MINUTE }),
    // 200 receipts of at most 5 MB is 1 GB an hour at worst: room to notice before the disk fills.
    global: (env) => readRateLimit(env.RATE_LIMIT_RECEIPTS_GLOBAL, { max: 200, windowMs: 60 * MINUTE }),
  },
];

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
 * and in total, counting each attempt before the endpoint runs. Answers 429 with Retry-After.
 */
export const writeLimitsMiddleware: MiddlewareHandler = (context, next) => {
  if (context.request.method !== 'POST') return next();
  const path = normalizePathname(context.url.pathname);
  const rule = WRITE_RULES.find((r) => r.paths.includes(path));
  if (!rule) return next();
  const sqlite = getDb().$client;
  const address = getClientAddress(context);
  const own = hitRateLimit(sqlite, `write:${rule.name}:ip:${toAddressBucket(address)}`, rule.perAddress(process.env));
  if (!own.ok) {
    logEvent('write_limited', { rule: rule.name, ip: address, requestId: context.locals.requestId }, 'warn');
    return refuse(context, 'ops.rateLimited', own.retryAfterMs);
  }
  const limit = rule.global?.(process.env);
  const all = limit ? hitRateLimit(sqlite, `write:${rule.name}:all`, limit) : { ok: true as const };
  if (!all.ok) {
    logEvent('write_limited_global', { rule: rule.name, requestId: context.locals.requestId }, 'warn');
    return refuse(context, 'ops.busy', all.retryAfterMs);
  }
  return next();
};
