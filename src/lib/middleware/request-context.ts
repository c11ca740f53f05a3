import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'astro';

/** Gives every request an id (for logs and error reports). Owner: operations (issue 8) extends it with structured logs. */
export const requestContextMiddleware: MiddlewareHandler = (context, next) => {
  context.locals.requestId = randomUUID();
  return next();
};
