import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/db/client';
import { createAdminAccount, deleteAdminAccount, listAdmins } from '~/features/auth/accounts.server';
import { openFixtureDb } from './db-helpers';

let db: Db;
let adminId: string;

beforeAll(() => ({ db, adminId } = openFixtureDb()));
afterAll(() => db?.$client.close());

describe('admin accounts', () => {
  it('refuses a username or email already taken, in any letter case', async () => {
    const created = await createAdminAccount(db, { username: 'Maria', email: 'maria@example.com', password: 'a-long-passphrase' });
    expect(created.ok).toBe(true);
    expect(await createAdminAccount(db, { username: 'MARIA', email: 'other@example.com', password: 'a-long-passphrase' })).toEqual({
      ok: false,
      status: 409,
      error: 'An admin with this username already exists',
    });
    expect(await createAdminAccount(db, { username: 'maria2', email: 'Maria@Example.com', password: 'a-long-passphrase' })).toEqual({
      ok: false,
      status: 409,
      error: 'An admin with this email already exists',
    });
  });

  it('lists admins without password hashes or secrets', () => {
    const list = listAdmins(db);
    expect(list.map((a) => a.username)).toContain('maria');
    expect(JSON.stringify(list)).not.toMatch(/argon2|passwordHash|twoFactorSecret/);
  });

  it('never deletes your own account', () => {
    expect(deleteAdminAccount(db, adminId, adminId)).toEqual({ ok: false, status: 400, error: 'You cannot delete your own account' });
  });

  it('never deletes the last active admin', async () => {
    const others = listAdmins(db).filter((a) => a.id !== adminId);
    for (const other of others) expect(deleteAdminAccount(db, adminId, other.id).ok).toBe(true);
    // Only the fixture admin is left: even an actor other than itself (a session of an account deleted meanwhile) cannot remove it.
    expect(deleteAdminAccount(db, 'deleted-actor-id', adminId)).toEqual({ ok: false, status: 409, error: 'You cannot delete the last admin account' });
    expect(listAdmins(db).map((a) => a.id)).toEqual([adminId]);
  });

  it('answers 404 for an unknown admin', () => {
    expect(deleteAdminAccount(db, adminId, '00000000-0000-4000-8000-000000000000')).toEqual({ ok: false, status: 404, error: 'Admin user not found' });
  });
});
