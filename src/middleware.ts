import { sequence } from 'astro:middleware';
import { adminGuardMiddleware } from './lib/middleware/admin-guard';
import { languageMiddleware } from './lib/middleware/language';
import { methodsMiddleware } from './lib/middleware/methods';
import { requestContextMiddleware } from './lib/middleware/request-context';
import { securityMiddleware } from './lib/middleware/security';
import { writeLimitsMiddleware } from './lib/middleware/write-limits';

/** Order matters: ids and logs first, then refusals that need no session, then language and the admin session. */
export const onRequest = sequence(requestContextMiddleware, securityMiddleware, methodsMiddleware, writeLimitsMiddleware, languageMiddleware, adminGuardMiddleware);
