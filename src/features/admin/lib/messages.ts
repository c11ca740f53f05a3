/**
 * The server and the shared zod schemas speak English (the spec's messages); the admin screens show
 * them in the page's language through this map. Unknown messages pass through unchanged.
 */
import type { AdminStringKey, AdminTranslate } from './strings';

/** English message -> string key whose English text is that same message (checked by a test). */
export const MESSAGE_KEYS: Record<string, AdminStringKey> = {
  'Username is required': 'admin.validation.usernameRequired',
  'Password is required': 'admin.validation.passwordRequired',
  'Username must be at least 3 characters': 'admin.validation.usernameMin',
  'Username must be at most 50 characters': 'admin.validation.usernameMax',
  'Username may only contain letters, digits, dots, dashes and underscores': 'admin.validation.usernameChars',
  'Valid email is required': 'admin.validation.email',
  'Password must be at least 6 characters': 'admin.validation.passwordMin',
  'Password must be at most 200 characters': 'admin.validation.passwordMax',
  'Current password is required': 'admin.validation.currentRequired',
  'New password must be at least 6 characters': 'admin.validation.newMin',
  'New password must be at most 200 characters': 'admin.validation.newMax',
  'Confirm password is required': 'admin.validation.confirmRequired',
  "Passwords don't match": 'admin.validation.mismatch',
  '2FA code must be 6 digits': 'admin.validation.code',
  'Invalid username or password': 'admin.server.invalidCredentials',
  'Invalid 2FA code': 'admin.server.invalidCode',
  'This password is too common. Choose a less predictable password.': 'admin.server.commonPassword',
  'Current password is incorrect': 'admin.server.currentIncorrect',
  'An admin with this username already exists': 'admin.server.usernameTaken',
  'An admin with this email already exists': 'admin.server.emailTaken',
  'You cannot delete your own account': 'admin.server.selfDelete',
  'You cannot delete the last admin account': 'admin.server.lastAdmin',
  'Two-factor authentication is not enabled': 'admin.server.twoFactorNotEnabled',
  'Two-factor authentication is not enabled for this admin': 'admin.server.twoFactorNotEnabledFor',
  'Use Turn off 2FA in Settings for your own account': 'admin.server.resetOwn',
  'Admin user not found': 'admin.server.adminNotFound',
};

const LOCKED = /^Too many failed attempts\. Try again in (\d+) minutes?\.$/;

/** The message in the page's language when it is a known one, otherwise as given. */
export function localizeMessage(t: AdminTranslate, message: string): string {
  const key = MESSAGE_KEYS[message];
  if (key) return t(key);
  const locked = LOCKED.exec(message);
  if (locked) return locked[1] === '1' ? t('admin.server.lockedOne') : t('admin.server.locked', { minutes: locked[1] });
  return message;
}
