import { sequence } from 'astro:middleware';
import { adminGuardMiddleware } from './admin-guard';
import { languageMiddleware } from './language';
import { methodsMiddleware } from './methods';
import { requestContextMiddleware } from './request-context';
import { securityMiddleware } from './security';
import { writeLimitsMiddleware } from './write-limits';

/** Order matters: ids and logs first, then refusals that need no session, then language and the admin session. */
export const onRequest = sequence(
  requestContextMiddleware,
  securityMiddleware,
  methodsMiddleware,
  writeLimitsMiddleware,
  languageMiddleware,
  adminGuardMiddleware,
);
