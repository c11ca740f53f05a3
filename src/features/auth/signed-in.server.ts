/** The signed-in admin of a request, as the admin guard resolved it. */
import type { APIContext } from 'astro';
import { jsonError } from '~/platform/http/json';
import type { SessionAdmin, ValidSession } from './session.server';

/** The admin and session, or a 401 (the guard already refuses these; this keeps a handler safe on its own). */
export function getSignedIn(context: Pick<APIContext, 'locals'>): { admin: SessionAdmin; session: ValidSession } | { response: Response } {
  const { admin, adminSession } = context.locals;
  if (!admin || !adminSession) return { response: jsonError(401, 'Authentication required') };
  return { admin, session: adminSession };
}
