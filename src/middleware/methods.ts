import type { MiddlewareHandler } from 'astro';
import { isLocaleRoute, resolveRouteLocale } from '~/platform/i18n/route-locale';
import { describeMethodNotAllowed, isRefusedOnPage } from './method-rules';

/**
 * Astro renders a page for any method; PUT, PATCH and DELETE on a page answer 405 with Allow
 * instead. An address that matches no route keeps its 404, and so does one that a `[...locale]` route
 * matched with a prefix that is no language (`/xx/tours`, `/en/tours`): that route answers 404 itself.
 */
export const methodsMiddleware: MiddlewareHandler = (context, next) => {
  const { method } = context.request;
  if (!isRefusedOnPage(method, context.url.pathname) || context.routePattern === '/404') return next();
  if (isLocaleRoute(context.routePattern) && !resolveRouteLocale(context.params.locale)) return next();
  const { headers, body } = describeMethodNotAllowed(method, context.url.pathname);
  return new Response(body, { status: 405, headers });
};
