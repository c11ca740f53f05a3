/**
 * Authentication events as one JSON line each on stdout (login, failure, lock, 2FA, logout,
 * password change, admin created or deleted, a wrong password asked again before such an action).
 * Only the fields below can be logged, so a password, code, token or secret has no way in.
 */

export type AuthEvent =
  | 'login.success'
  | 'login.failure'
  | 'login.locked'
  | 'login.2fa_required'
  | 'login.2fa_failure'
  | 'login.trusted_device'
  | 'logout'
  | 'password.changed'
  | 'password.change_failure'
  | '2fa.setup_started'
  | '2fa.enabled'
  | '2fa.enable_failure'
  | '2fa.disabled'
  | '2fa.disable_failure'
  | '2fa.reset'
  | 'reauth.failure'
  | 'admin.created'
  | 'admin.deleted';

export interface AuthLogFields {
  adminId?: string;
  /** Only for accounts that exist: a mistyped username can be a password typed in the wrong field. */
  username?: string;
  targetAdminId?: string;
  ip?: string;
  requestId?: string;
  reason?: string;
  retryAfterSeconds?: number;
  sessionsEnded?: number;
}

const ALLOWED = new Set<keyof AuthLogFields>(['adminId', 'username', 'targetAdminId', 'ip', 'requestId', 'reason', 'retryAfterSeconds', 'sessionsEnded']);

/** The log line of an event (exported for tests). */
export function formatAuthEvent(event: AuthEvent, fields: AuthLogFields, now: Date = new Date()): string {
  const safe: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (ALLOWED.has(key as keyof AuthLogFields) && value !== undefined) safe[key] = value;
  }
  return JSON.stringify({
    time: now.toISOString(),
    level: event.endsWith('failure') || event === 'login.locked' ? 'warn' : 'info',
    type: 'auth',
    event,
    ...safe,
  });
}

/** Writes one authentication event line. */
export function logAuthEvent(event: AuthEvent, fields: AuthLogFields = {}): void {
  console.log(formatAuthEvent(event, fields));
}
