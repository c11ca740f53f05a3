import type { MiddlewareHandler } from 'astro';
import { getDb } from '~/db/client';
import { clearSessionCookie, readSessionCookie } from '~/features/auth/cookies.server';
import { isAdminArea, needsAdminSession } from '~/features/auth/paths';
import { validateSessionToken } from '~/features/auth/session.server';
import { jsonError } from '~/platform/http/json';

/** True when the matched route is an admin API route other than login, whatever the URL looked like. */
function isGuardedRoute(pattern: string | undefined): boolean {
  return typeof pattern === 'string' && needsAdminSession(pattern);
}

/**
 * Resolves the admin session into `locals.admin` and refuses every /api/admin/* request but login
 * without one (401). This is the one place that rule lives; the route files do not repeat it.
 */
export const adminGuardMiddleware: MiddlewareHandler = (context, next) => {
  context.locals.admin = null;
  context.locals.adminSession = null;
  const token = readSessionCookie(context);
  if (token) {
    const found = validateSessionToken(getDb(), token);
    if (found) {
      context.locals.admin = found.admin;
      context.locals.adminSession = found.session;
    } else if (isAdminArea(context.url.pathname)) {
      clearSessionCookie(context); // stale cookie: drop it so the browser stops sending it
    }
  }
  // Both the URL and the route it matched are checked, so no spelling of the path slips past.
  if ((needsAdminSession(context.url.pathname) || isGuardedRoute(context.routePattern)) && !context.locals.admin) {
    return jsonError(401, 'Authentication required');
  }
  return next();
};
