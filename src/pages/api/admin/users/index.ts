/** GET /api/admin/users: every admin. POST { username, email, password }: a new admin (409 when taken). */
import type { APIRoute } from 'astro';
import { getDb } from '../../../../db/client';
import { createAdminAccount, listAdmins } from '../../../../lib/auth/accounts.server';
import { logAuthEvent } from '../../../../lib/auth/auth-log.server';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../../../../lib/auth/common-passwords.server';
import { getClientAddress } from '../../../../lib/auth/request-meta.server';
import { readJsonBody } from '../../../../lib/http/json-body.server';
import { newAdminSchema } from '../../../../lib/auth/schemas';
import { getSignedIn } from '../../../../lib/auth/signed-in.server';
import { jsonError, jsonOk } from '../../../../lib/http/json';

export const GET: APIRoute = (context) => {
  const auth = getSignedIn(context);
  if ('response' in auth) return auth.response;
  return jsonOk(listAdmins(getDb()));
};

export const POST: APIRoute = async (context) => {
  const auth = getSignedIn(context);
  if ('response' in auth) return auth.response;
  const parsed = await readJsonBody(context.request, newAdminSchema);
  if ('response' in parsed) return parsed.response;
  if (isCommonPassword(parsed.data.password)) return jsonError(400, COMMON_PASSWORD_MESSAGE);
  const result = await createAdminAccount(getDb(), parsed.data);
  if (!result.ok) return jsonError(result.status, result.error);
  logAuthEvent('admin.created', { adminId: auth.admin.id, targetAdminId: result.admin.id, ip: getClientAddress(context), requestId: context.locals.requestId });
  return jsonOk(result.admin, { status: 201 });
};
