/** POST /api/admin/logout: ends the session on the server and clears the cookie. */
import type { APIRoute } from 'astro';
import { logAuthEvent } from '~/features/auth/auth-log.server';
import { clearSessionCookie } from '~/features/auth/cookies.server';
import { getClientAddress } from '~/features/auth/request-meta.server';
import { invalidateSession } from '~/features/auth/session.server';
import { getSignedIn } from '~/features/auth/signed-in.server';
import { jsonOk } from '~/platform/http/json';

export const POST: APIRoute = (context) => {
  const auth = getSignedIn(context);
  if ('response' in auth) return auth.response;
  invalidateSession(context.locals.db, auth.session.sid);
  clearSessionCookie(context);
  logAuthEvent('logout', { adminId: auth.admin.id, username: auth.admin.username, ip: getClientAddress(context), requestId: context.locals.requestId });
  return jsonOk({ success: true });
};
