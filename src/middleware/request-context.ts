import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'astro';
import { closeDb, getDb } from '~/db/client';
import { getServerClock } from '~/platform/clock/server-clock';
import { logError } from '~/platform/log/logger';
import { registerShutdownHook } from '~/platform/server/lifecycle';

/** Our Node server sets the id (src/platform/server/request-log.ts); anything else that looks like one is accepted only in this shape. */
const REQUEST_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// This module runs inside the server bundle, which holds its own database connection: close it on shutdown.
// Closing the last connection checkpoints the WAL into the database file.
registerShutdownHook('database', () => closeDb());

function setRequestIdHeader(response: Response, requestId: string): void {
  try {
    response.headers.set('X-Request-Id', requestId);
  } catch {
    // Headers of some responses (redirects, fetched ones) are immutable; the Node server sets the header anyway.
  }
}

/**
 * API clients read `{ error }`: an /api path that matches no route (Astro's HTML 404 page) or no
 * method of its route (an empty 404) answers JSON instead.
 */
function toJsonNotFound(pathname: string, response: Response): Response {
  if (response.status !== 404 || !pathname.startsWith('/api/')) return response;
  const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
  if (isJson) return response;
  return Response.json({ error: 'Not found' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
}

/**
 * Gives every request an id (the one our server assigned, else a new one) and turns an error that
 * escaped a route into a logged event: `{ error: 'Internal error', requestId }` with 500 on /api
 * paths; pages fall through to Astro's error page. Unknown /api paths answer a JSON 404.
 */
export const requestContextMiddleware: MiddlewareHandler = async (context, next) => {
  const given = context.request.headers.get('x-request-id');
  const requestId = given && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
  context.locals.requestId = requestId;
  context.locals.now = getServerClock()();
  // Pages and endpoints hand this connection to the features they call; they never import src/db.
  // Opened on first use, inside the try below, so a database that does not open answers like any other error.
  Object.defineProperty(context.locals, 'db', { get: getDb, configurable: true, enumerable: true });
  try {
    const response = toJsonNotFound(context.url.pathname, await next());
    setRequestIdHeader(response, requestId);
    return response;
  } catch (error) {
    const { pathname } = context.url;
    logError('unhandled_error', error, { requestId, method: context.request.method, path: pathname });
    if (!pathname.startsWith('/api/')) throw error;
    return Response.json({ error: 'Internal error', requestId }, { status: 500, headers: { 'X-Request-Id': requestId, 'Cache-Control': 'no-store' } });
  }
};
