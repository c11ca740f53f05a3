import type { MiddlewareHandler } from 'astro';

/**
 * Response hardening for every request: body size limit, Origin check on writes, security headers.
 * Owner: admin security (issue 4). Pass-through until that lands.
 */
export const securityMiddleware: MiddlewareHandler = (_context, next) => next();
