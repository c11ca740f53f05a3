/**
 * What the server may believe about a request's origin: the client address and whether it came over
 * HTTPS. X-Forwarded-For and X-Forwarded-Proto are trusted only with TRUST_PROXY=1 (one reverse proxy
 * in front that appends the real address), because any client can send them.
 */
import { getSiteUrl } from '~/platform/config/site-config.server';

interface RequestLike {
  request: Request;
  url: URL;
  clientAddress?: string;
}

/** True when the server is configured to sit behind one trusted reverse proxy. */
function isProxyTrusted(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true';
}

function lastListValue(header: string | null): string | null {
  if (!header) return null;
  const parts = header
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.at(-1) ?? null;
}

function readSocketAddress(context: RequestLike): string {
  try {
    return context.clientAddress || 'unknown';
  } catch {
    return 'unknown'; // prerendered or unsupported: never the case for API routes
  }
}

/**
 * The client address used for rate limits and logs. Without TRUST_PROXY it is the socket's address
 * and nothing else: X-Forwarded-For is the client's own claim then (our server drops it, and this
 * never reads it), so a client cannot choose its rate-limit bucket.
 */
export function getClientAddress(context: RequestLike, env: NodeJS.ProcessEnv = process.env): string {
  // Behind our own proxy the last entry is the one it appended; earlier entries are the client's word.
  if (isProxyTrusted(env)) return lastListValue(context.request.headers.get('x-forwarded-for')) ?? readSocketAddress(context);
  return readSocketAddress(context);
}

/** True when the request reached the site over HTTPS (directly, via the trusted proxy, or SITE_URL is https). */
export function isHttpsRequest(context: RequestLike, env: NodeJS.ProcessEnv = process.env): boolean {
  if (context.url.protocol === 'https:') return true;
  if (isProxyTrusted(env) && lastListValue(context.request.headers.get('x-forwarded-proto'))?.toLowerCase() === 'https') return true;
  return getSiteUrl(env).startsWith('https:');
}

/** The User-Agent, cut to a sane length for storage. */
export function getUserAgent(request: Request): string {
  return (request.headers.get('user-agent') ?? '').slice(0, 300);
}
