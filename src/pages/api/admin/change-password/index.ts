/** PUT /api/admin/change-password: { currentPassword, newPassword, confirmPassword }; ends every other session. */
import type { APIRoute } from 'astro';
import { changeAdminPassword, findAdminById } from '~/features/auth/accounts.server';
import { logAuthEvent } from '~/features/auth/auth-log.server';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '~/features/auth/common-passwords.server';
import { clearDeviceCookie } from '~/features/auth/cookies.server';
import { lockedAnswer } from '~/features/auth/locked-answer';
import { verifyPassword } from '~/features/auth/password.server';
import { recordFailure, recordSuccess, reserveAttempt } from '~/features/auth/rate-limit.server';
import { getClientAddress } from '~/features/auth/request-meta.server';
import { readJsonBody } from '~/platform/http/json-body.server';
import { changePasswordSchema } from '~/features/auth/schemas';
import { getSignedIn } from '~/features/auth/signed-in.server';
import { jsonError, jsonOk } from '~/platform/http/json';

export const PUT: APIRoute = async (context) => {
  const auth = getSignedIn(context);
  if ('response' in auth) return auth.response;
  const parsed = await readJsonBody(context.request, changePasswordSchema);
  if ('response' in parsed) return parsed.response;
  const { currentPassword, newPassword } = parsed.data;
  if (isCommonPassword(newPassword)) return jsonError(400, COMMON_PASSWORD_MESSAGE);
  const db = context.locals.db;
  const log = { adminId: auth.admin.id, username: auth.admin.username, ip: getClientAddress(context), requestId: context.locals.requestId };
  // A stolen session must not become a way to guess the password: same limits as login.
  const keys = [`password:user:${auth.admin.id}`];
  const reserved = reserveAttempt(db, keys);
  if (!reserved.ok) return lockedAnswer(reserved.retryAfterMs);
  const row = findAdminById(db, auth.admin.id);
  if (!row || !(await verifyPassword(row.passwordHash, currentPassword))) {
    const lockedMs = recordFailure(db, keys);
    logAuthEvent('password.change_failure', { ...log, reason: 'current_password' });
    if (lockedMs > 0) return lockedAnswer(lockedMs);
    return jsonError(400, 'Current password is incorrect');
  }
  recordSuccess(db, { reset: keys, release: [] });
  const { sessionsEnded } = await changeAdminPassword(db, auth.admin.id, newPassword, auth.session.sid);
  clearDeviceCookie(context);
  logAuthEvent('password.changed', { ...log, sessionsEnded });
  return jsonOk({ success: true });
};
