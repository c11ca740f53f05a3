import type { MiddlewareHandler } from 'astro';
import { describeMethodNotAllowed, isRefusedOnPage } from '../http/methods';

/**
 * Astro renders a page for any method; PUT, PATCH and DELETE on a page answer 405 with Allow
 * instead. An address that matches no route keeps its 404.
 */
export const methodsMiddleware: MiddlewareHandler = (context, next) => {
  const { method } = context.request;
  if (!isRefusedOnPage(method, context.url.pathname) || context.routePattern === '/404') return next();
  const { headers, body } = describeMethodNotAllowed(method, context.url.pathname);
  return new Response(body, { status: 405, headers });
};
