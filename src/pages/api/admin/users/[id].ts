/** DELETE /api/admin/users/:id: removes an admin; never your own account or the last admin. */
import type { APIRoute } from 'astro';
import { getDb } from '../../../../db/client';
import { deleteAdminAccount } from '../../../../lib/auth/accounts.server';
import { logAuthEvent } from '../../../../lib/auth/auth-log.server';
import { getClientAddress } from '../../../../lib/auth/request-meta.server';
import { adminIdSchema } from '../../../../lib/auth/schemas';
import { getSignedIn } from '../../../../lib/auth/signed-in.server';
import { jsonError, jsonOk } from '../../../../lib/http/json';

export const DELETE: APIRoute = (context) => {
  const auth = getSignedIn(context);
  if ('response' in auth) return auth.response;
  const id = adminIdSchema.safeParse(context.params.id);
  if (!id.success) return jsonError(400, 'Invalid admin id');
  const result = deleteAdminAccount(getDb(), auth.admin.id, id.data);
  if (!result.ok) return jsonError(result.status, result.error);
  logAuthEvent('admin.deleted', { adminId: auth.admin.id, targetAdminId: id.data, ip: getClientAddress(context), requestId: context.locals.requestId });
  return jsonOk({ success: true });
};
