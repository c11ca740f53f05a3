/** POST /api/admin/logout: ends the session on the server and clears the cookie. */
import type { APIRoute } from 'astro';
import { getDb } from '~/db/client';
import { logAuthEvent } from '~/lib/auth/auth-log.server';
import { clearSessionCookie } from '~/lib/auth/cookies.server';
import { getClientAddress } from '~/lib/auth/request-meta.server';
import { invalidateSession } from '~/lib/auth/session.server';
import { getSignedIn } from '~/lib/auth/signed-in.server';
import { jsonOk } from '~/lib/http/json';

export const POST: APIRoute = (context) => {
  const auth = getSignedIn(context);
  if ('response' in auth) return auth.response;
  invalidateSession(getDb(), auth.session.sid);
  clearSessionCookie(context);
  logAuthEvent('logout', { adminId: auth.admin.id, username: auth.admin.username, ip: getClientAddress(context), requestId: context.locals.requestId });
  return jsonOk({ success: true });
};
