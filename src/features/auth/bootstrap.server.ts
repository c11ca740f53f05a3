/** The first admin: from ADMIN_* variables when set, otherwise `admin` with a random password printed once. */
import { randomBytes } from 'node:crypto';
import type { Db } from '~/db/client';
import { countAdmins, createAdmin } from './admin-writes.server';

export type BootstrapResult = { created: false } | { created: true; username: string; generatedPassword: string | null };

/** Creates the first admin when none exists. */
export async function ensureFirstAdmin(db: Db, env: NodeJS.ProcessEnv = process.env): Promise<BootstrapResult> {
  if (countAdmins(db) > 0) return { created: false };
  const username = env.ADMIN_USERNAME?.trim() || 'admin';
  const email = env.ADMIN_EMAIL?.trim() || 'admin@example.com';
  const given = env.ADMIN_PASSWORD;
  if (given !== undefined && given.length < 6) {
    throw new Error('ADMIN_PASSWORD must be at least 6 characters');
  }
  const password = given || randomBytes(18).toString('base64url');
  await createAdmin(db, { username, email, password });
  return { created: true, username: username.toLowerCase(), generatedPassword: given ? null : password };
}
