/**
 * What enabling 2FA and turning it off (POST /api/admin/2fa/enable and /disable) do before they look
 * at the code: the signed-in admin, the { twoFactorCode, currentPassword } body, the password asked
 * again, and an attempt reserved on the 2FA limits of the admin and of the address, because the code
 * is limited and used up like a login code.
 */
import type { APIContext } from 'astro';
import type { Db } from '~/db/client';
import { readJsonBody } from '~/platform/http/json-body.server';
import { toAddressBucket } from './address-bucket';
import type { AuthLogFields } from './auth-log.server';
import { lockedAnswer } from './locked-answer';
import { reserveAttempt } from './rate-limit.server';
import { confirmCurrentPassword } from './reauth.server';
import { getClientAddress } from './request-meta.server';
import { twoFactorChangeSchema, type TwoFactorChangeInput } from './schemas';
import type { SessionAdmin, ValidSession } from './session.server';
import { getSignedIn } from './signed-in.server';

/** A 2FA change that may go on to check the code; `keys` are the reserved 2FA limits (admin first, then address). */
export interface TwoFactorChange {
  db: Db;
  admin: SessionAdmin;
  session: ValidSession;
  data: TwoFactorChangeInput;
  log: AuthLogFields;
  keys: [string, string];
}

/**
 * The change, or the answer that ends the request. `refuseFirst` may answer before the password is
 * checked (turning off 2FA that is not on): such a request spends no password attempt.
 */
export async function beginTwoFactorChange(
  context: APIContext,
  action: '2fa.enable' | '2fa.disable',
  refuseFirst: (db: Db, adminId: string) => Response | null = () => null,
): Promise<TwoFactorChange | { response: Response }> {
  const auth = getSignedIn(context);
  if ('response' in auth) return auth;
  const parsed = await readJsonBody(context.request, twoFactorChangeSchema);
  if ('response' in parsed) return parsed;
  const db = context.locals.db;
  const ip = getClientAddress(context);
  const log = { adminId: auth.admin.id, ip, requestId: context.locals.requestId };
  const refused = refuseFirst(db, auth.admin.id);
  if (refused) return { response: refused };
  const confirmed = await confirmCurrentPassword(db, auth.admin.id, parsed.data.currentPassword, action, log);
  if (!confirmed.ok) return { response: confirmed.response };
  const keys: [string, string] = [`2fa:user:${auth.admin.id}`, `2fa:ip:${toAddressBucket(ip)}`];
  const reserved = reserveAttempt(db, keys);
  if (!reserved.ok) return { response: lockedAnswer(reserved.retryAfterMs) };
  return { db, admin: auth.admin, session: auth.session, data: parsed.data, log, keys };
}
