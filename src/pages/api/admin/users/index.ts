/**
 * GET /api/admin/users: every admin. POST { username, email, password, currentPassword }: a new
 * admin (409 when taken), once the signed-in admin's own password is confirmed (403 when wrong).
 */
import type { APIRoute } from 'astro';
import { createAdminAccount, listAdmins } from '~/features/auth/accounts.server';
import { logAuthEvent } from '~/features/auth/auth-log.server';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '~/features/auth/common-passwords.server';
import { getClientAddress } from '~/features/auth/request-meta.server';
import { readJsonBody } from '~/platform/http/json-body.server';
import { addAdminRequestSchema } from '~/features/auth/schemas';
import { confirmCurrentPassword } from '~/features/auth/reauth.server';
import { getSignedIn } from '~/features/auth/signed-in.server';
import { jsonError, jsonOk } from '~/platform/http/json';

export const GET: APIRoute = (context) => {
  const auth = getSignedIn(context);
  if ('response' in auth) return auth.response;
  return jsonOk(listAdmins(context.locals.db));
};

export const POST: APIRoute = async (context) => {
  const auth = getSignedIn(context);
  if ('response' in auth) return auth.response;
  const parsed = await readJsonBody(context.request, addAdminRequestSchema);
  if ('response' in parsed) return parsed.response;
  const { currentPassword, ...newAdmin } = parsed.data;
  if (isCommonPassword(newAdmin.password)) return jsonError(400, COMMON_PASSWORD_MESSAGE);
  const db = context.locals.db;
  const log = { adminId: auth.admin.id, ip: getClientAddress(context), requestId: context.locals.requestId };
  const confirmed = await confirmCurrentPassword(db, auth.admin.id, currentPassword, 'admin.create', log);
  if (!confirmed.ok) return confirmed.response;
  const result = await createAdminAccount(db, newAdmin);
  if (!result.ok) return jsonError(result.status, result.error);
  logAuthEvent('admin.created', { ...log, targetAdminId: result.admin.id });
  return jsonOk(result.admin, { status: 201 });
};
