/**
 * DELETE /api/admin/users/:id with { currentPassword }: removes an admin once the signed-in admin's
 * own password is confirmed (403 when wrong); never your own account or the last admin.
 */
import type { APIRoute } from 'astro';
import { deleteAdminAccount } from '~/features/auth/accounts.server';
import { logAuthEvent } from '~/features/auth/auth-log.server';
import { beginColleagueAction } from '~/features/auth/colleague-action.server';
import { jsonError, jsonOk } from '~/platform/http/json';

export const DELETE: APIRoute = async (context) => {
  const action = await beginColleagueAction(context, { ownAccountError: 'You cannot delete your own account', action: 'admin.delete' });
  if ('response' in action) return action.response;
  const result = deleteAdminAccount(action.db, action.adminId, action.targetId);
  if (!result.ok) return jsonError(result.status, result.error);
  logAuthEvent('admin.deleted', action.log);
  return jsonOk({ success: true });
};
