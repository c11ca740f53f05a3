/**
 * DELETE /api/admin/users/:id with { currentPassword }: removes an admin once the signed-in admin's
 * own password is confirmed (403 when wrong); never your own account or the last admin.
 */
import type { APIRoute } from 'astro';
import { deleteAdminAccount } from '~/features/auth/accounts.server';
import { logAuthEvent } from '~/features/auth/auth-log.server';
import { getClientAddress } from '~/features/auth/request-meta.server';
import { adminIdSchema, confirmPasswordSchema } from '~/features/auth/schemas';
import { confirmCurrentPassword } from '~/features/auth/reauth.server';
import { readJsonBody } from '~/platform/http/json-body.server';
import { getSignedIn } from '~/features/auth/signed-in.server';
import { jsonError, jsonOk } from '~/platform/http/json';

export const DELETE: APIRoute = async (context) => {
  const auth = getSignedIn(context);
  if ('response' in auth) return auth.response;
  const id = adminIdSchema.safeParse(context.params.id);
  if (!id.success) return jsonError(400, 'Invalid admin id');
  if (id.data === auth.admin.id) return jsonError(400, 'You cannot delete your own account');
  const parsed = await readJsonBody(context.request, confirmPasswordSchema);
  if ('response' in parsed) return parsed.response;
  const db = context.locals.db;
  const log = { adminId: auth.admin.id, targetAdminId: id.data, ip: getClientAddress(context), requestId: context.locals.requestId };
  const confirmed = await confirmCurrentPassword(db, auth.admin.id, parsed.data.currentPassword, 'admin.delete', log);
  if (!confirmed.ok) return confirmed.response;
  const result = deleteAdminAccount(db, auth.admin.id, id.data);
  if (!result.ok) return jsonError(result.status, result.error);
  logAuthEvent('admin.deleted', log);
  return jsonOk({ success: true });
};
