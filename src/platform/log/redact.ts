/** Removes secrets from anything about to be logged: values of fields named like a secret, and secret query parameters. */

const REDACTED = '[redacted]';
const MAX_DEPTH = 6;

/** Normalized key fragments that mark a field as secret wherever they appear in its name. */
const SECRET_FRAGMENTS = ['password', 'passwd', 'token', 'secret', 'authorization', 'cookie', 'apikey', 'sessionid', 'totp'];
/** Keys ending in "code" are secret (2FA codes, one-time codes) except these harmless ones. */
const HARMLESS_CODES = new Set(['statuscode', 'errorcode', 'countrycode', 'currencycode', 'exitcode']);

/** True when a field or query parameter of this name may hold a secret. */
export function isSecretKey(key: string): boolean {
  const k = key.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (SECRET_FRAGMENTS.some((f) => k.includes(f))) return true;
  return k.endsWith('code') && !HARMLESS_CODES.has(k);
}

function describeError(error: Error, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = { name: error.name, message: error.message };
  if (error.stack) out.stack = error.stack;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' || typeof code === 'number') out.errorCode = code;
  if (error.cause !== undefined && depth < MAX_DEPTH) out.cause = redactValue(error.cause, depth + 1);
  return out;
}

/** A copy of a value with every secret field replaced by "[redacted]" (cycles and deep nesting cut). */
export function redactValue(value: unknown, depth = 0, seen: WeakSet<object> = new WeakSet()): unknown {
  if (value === null || typeof value !== 'object') {
    return typeof value === 'bigint' ? value.toString() : value;
  }
  if (seen.has(value)) return '[circular]';
  if (depth >= MAX_DEPTH) return '[nested]';
  seen.add(value);
  if (value instanceof Error) return describeError(value, depth);
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((v) => redactValue(v, depth + 1, seen));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] = isSecretKey(key) ? REDACTED : redactValue(v, depth + 1, seen);
  }
  return out;
}

/** A request target for logs: the path with the values of secret query parameters replaced. */
export function redactRequestTarget(target: string): string {
  const q = target.indexOf('?');
  if (q < 0) return target;
  const path = target.slice(0, q);
  const params = target
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawKey = eq < 0 ? pair : pair.slice(0, eq);
      let key = rawKey;
      try {
        key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
      } catch {
        // an undecodable key is logged as sent
      }
      return eq >= 0 && isSecretKey(key) ? `${rawKey}=${REDACTED}` : pair;
    });
  return `${path}?${params.join('&')}`;
}
