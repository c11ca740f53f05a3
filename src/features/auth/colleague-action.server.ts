/**
 * What an admin's action on a colleague's account (DELETE /api/admin/users/:id, POST
 * /api/admin/users/:id/reset-2fa) does before acting: the signed-in admin, the colleague's id (never
 * the admin's own), the { currentPassword } body and that password asked again.
 */
import type { APIContext } from 'astro';
import type { Db } from '~/db/client';
import { jsonError } from '~/platform/http/json';
import { readJsonBody } from '~/platform/http/json-body.server';
import type { AuthLogFields } from './auth-log.server';
import { confirmCurrentPassword } from './reauth.server';
import { getClientAddress } from './request-meta.server';
import { adminIdSchema, confirmPasswordSchema } from './schemas';
import { getSignedIn } from './signed-in.server';

/** An action on a colleague that may go ahead. */
export interface ColleagueAction {
  db: Db;
  adminId: string;
  targetId: string;
  log: AuthLogFields;
}

interface ColleagueActionRules {
  /** The answer (400) when the id is the signed-in admin's own. */
  ownAccountError: string;
  /** The action's name in the auth log when the password is refused. */
  action: string;
  /** May answer before the password is checked (nothing to do for this colleague): no password attempt is spent. */
  refuseFirst?: (db: Db, targetId: string) => Response | null;
}

/** The action, or the answer that ends the request. */
export async function beginColleagueAction(context: APIContext, rules: ColleagueActionRules): Promise<ColleagueAction | { response: Response }> {
  const auth = getSignedIn(context);
  if ('response' in auth) return auth;
  const id = adminIdSchema.safeParse(context.params.id);
  if (!id.success) return { response: jsonError(400, 'Invalid admin id') };
  if (id.data === auth.admin.id) return { response: jsonError(400, rules.ownAccountError) };
  const parsed = await readJsonBody(context.request, confirmPasswordSchema);
  if ('response' in parsed) return parsed;
  const db = context.locals.db;
  const refused = rules.refuseFirst?.(db, id.data);
  if (refused) return { response: refused };
  const log = { adminId: auth.admin.id, targetAdminId: id.data, ip: getClientAddress(context), requestId: context.locals.requestId };
  const confirmed = await confirmCurrentPassword(db, auth.admin.id, parsed.data.currentPassword, rules.action, log);
  if (!confirmed.ok) return { response: confirmed.response };
  return { db, adminId: auth.admin.id, targetId: id.data, log };
}
