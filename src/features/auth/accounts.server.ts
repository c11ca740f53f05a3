/** Admin accounts: lookups, the list for the Admin Users tab, creation, deletion and password change. */
import type { PublicAdmin } from './public-admin';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { adminUsers } from '~/db/schema';
import { createAdmin, normalizeIdentifier, type NewAdmin } from './admin-writes.server';
import { hashPassword } from './password.server';
import { invalidateOtherSessions } from './session.server';
import { revokeTrustedDevices } from './trusted-devices.server';

export type AdminRow = typeof adminUsers.$inferSelect;

export type { PublicAdmin };

/** The API shape of an admin row. */
export function toPublicAdmin(row: AdminRow): PublicAdmin {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    isActive: row.isActive,
    twoFactorEnabled: row.twoFactorEnabled,
    lastLogin: row.lastLogin ? row.lastLogin.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The admin with this username (any letter case), or null. */
export function findAdminByUsername(db: Db, username: string): AdminRow | null {
  return (
    db
      .select()
      .from(adminUsers)
      .where(eq(adminUsers.username, normalizeIdentifier(username)))
      .get() ?? null
  );
}

/** The admin with this id, or null. */
export function findAdminById(db: Db, id: string): AdminRow | null {
  return db.select().from(adminUsers).where(eq(adminUsers.id, id)).get() ?? null;
}

/** Every admin, oldest first. */
export function listAdmins(db: Db): PublicAdmin[] {
  return db.select().from(adminUsers).orderBy(asc(adminUsers.createdAt), asc(adminUsers.username)).all().map(toPublicAdmin);
}

/** Notes a completed sign-in. */
export function markLogin(db: Db, adminId: string, now: number = Date.now()): void {
  db.update(adminUsers)
    .set({ lastLogin: new Date(now) })
    .where(eq(adminUsers.id, adminId))
    .run();
}

export type CreateAdminResult = { ok: true; admin: PublicAdmin } | { ok: false; status: 409; error: string };

/** Creates an admin; a taken username or email (any letter case) is a 409 with a message naming which. */
export async function createAdminAccount(db: Db, input: NewAdmin): Promise<CreateAdminResult> {
  const taken = (): CreateAdminResult | null => {
    const username = normalizeIdentifier(input.username);
    const email = normalizeIdentifier(input.email);
    if (db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.username, username)).get()) {
      return { ok: false, status: 409, error: 'An admin with this username already exists' };
    }
    if (db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, email)).get()) {
      return { ok: false, status: 409, error: 'An admin with this email already exists' };
    }
    return null;
  };
  const before = taken();
  if (before) return before;
  try {
    const id = await createAdmin(db, input);
    return { ok: true, admin: toPublicAdmin(findAdminById(db, id)!) };
  } catch (error) {
    // Two creations raced past the check above; the unique index decided.
    if (String((error as Error).message).includes('UNIQUE'))
      return taken() ?? { ok: false, status: 409, error: 'An admin with this username or email already exists' };
    throw error;
  }
}

export type DeleteAdminResult = { ok: true; username: string } | { ok: false; status: 400 | 404 | 409; error: string };

/** Deletes an admin unless it is the actor's own account or the last active admin (checked and done in one transaction). */
export function deleteAdminAccount(db: Db, actorId: string, targetId: string): DeleteAdminResult {
  if (actorId === targetId) return { ok: false, status: 400, error: 'You cannot delete your own account' };
  return db.$client
    .transaction((): DeleteAdminResult => {
      const target = findAdminById(db, targetId);
      if (!target) return { ok: false, status: 404, error: 'Admin user not found' };
      const othersActive =
        db
          .select({ n: sql<number>`count(*)` })
          .from(adminUsers)
          .where(and(ne(adminUsers.id, targetId), eq(adminUsers.isActive, true)))
          .get()?.n ?? 0;
      if (othersActive === 0) return { ok: false, status: 409, error: 'You cannot delete the last admin account' };
      // Sessions and trusted devices go with the account (ON DELETE CASCADE).
      db.delete(adminUsers).where(eq(adminUsers.id, targetId)).run();
      return { ok: true, username: target.username };
    })
    .immediate();
}

/** Stores a new password, ends every other session of the admin and revokes its trusted devices, all at once. */
export async function changeAdminPassword(db: Db, adminId: string, newPassword: string, keepSid: string | null): Promise<{ sessionsEnded: number }> {
  const passwordHash = await hashPassword(newPassword);
  return db.$client
    .transaction(() => {
      db.update(adminUsers).set({ passwordHash, updatedAt: new Date() }).where(eq(adminUsers.id, adminId)).run();
      const sessionsEnded = invalidateOtherSessions(db, adminId, keepSid);
      revokeTrustedDevices(db, adminId);
      return { sessionsEnded };
    })
    .immediate();
}
