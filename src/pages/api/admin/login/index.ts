/** POST /api/admin/login: { username, password, twoFactorCode?, trustDevice? } -> { admin } | { requires2FA: true }. */
import type { APIRoute } from 'astro';
import { readDeviceCookie, setDeviceCookie, setSessionCookie } from '~/features/auth/cookies.server';
import { attemptLogin } from '~/features/auth/login.server';
import { getClientAddress, getUserAgent } from '~/features/auth/request-meta.server';
import { readJsonBody } from '~/platform/http/json-body.server';
import { loginSchema } from '~/features/auth/schemas';
import { invalidateSession } from '~/features/auth/session.server';
import { jsonError, jsonOk } from '~/platform/http/json';

export const POST: APIRoute = async (context) => {
  const parsed = await readJsonBody(context.request, loginSchema);
  if ('response' in parsed) return parsed.response;
  const db = context.locals.db;
  const outcome = await attemptLogin(db, {
    ...parsed.data,
    ip: getClientAddress(context),
    userAgent: getUserAgent(context.request),
    requestId: context.locals.requestId,
    deviceToken: readDeviceCookie(context),
  });
  if (outcome.kind === 'refused') {
    const headers: Record<string, string> = outcome.retryAfterSeconds ? { 'Retry-After': String(outcome.retryAfterSeconds) } : {};
    return jsonError(outcome.status, outcome.error, headers);
  }
  if (outcome.kind === 'requires2FA') return jsonOk({ requires2FA: true });
  // A fresh token at every login; the session the browser held before (if any) ends.
  if (context.locals.adminSession) invalidateSession(db, context.locals.adminSession.sid);
  setSessionCookie(context, outcome.session.token, outcome.session.expire);
  // A device trusted earlier keeps its cookie: its 30 days run from when it was trusted.
  if (outcome.device) setDeviceCookie(context, outcome.device.token, outcome.device.expire);
  return jsonOk({ success: true, admin: outcome.admin });
};
