import type { MiddlewareHandler } from 'astro';

/**
 * Resolves the admin session and refuses every /api/admin/* request (but login) without one.
 * Owner: admin security (issue 4). Pass-through until that lands.
 */
export const adminGuardMiddleware: MiddlewareHandler = (_context, next) => next();
