/** The admin users API end to end: create, refuse duplicates and common passwords, delete, and the password change that ends other sessions. */
import { describe, expect, it } from 'vitest';
import { signInAsAdmin } from '../helpers/admin-session';
import { FIXTURE_ADMIN } from '../helpers/fixture-cache';
import { serveFixtureCopy } from '../helpers/fixture-server';
import { expectAuthLog, login } from './api-helpers';

const server = serveFixtureCopy();
const secrets: string[] = [FIXTURE_ADMIN.password];

describe('admin users and password change', () => {
  it('creates, refuses duplicates and common passwords, and deletes with the spec rules', async () => {
    const session = await signInAsAdmin(server.baseUrl);
    secrets.push(session.cookie.split('=')[1], 'zebra-lantern-81');
    const created = await session.fetch('/api/admin/users', {
      method: 'POST',
      body: JSON.stringify({ username: 'Rosa', email: 'rosa@example.com', password: 'zebra-lantern-81', currentPassword: FIXTURE_ADMIN.password }),
    });
    expect(created.status).toBe(201);
    const rosa = await created.json();
    expect(rosa).toMatchObject({ username: 'rosa', email: 'rosa@example.com', isActive: true });
    expect(JSON.stringify(rosa)).not.toMatch(/argon2|zebra/);
    const dup = await session.fetch('/api/admin/users', {
      method: 'POST',
      body: JSON.stringify({ username: 'ROSA', email: 'x@example.com', password: 'zebra-lantern-81', currentPassword: FIXTURE_ADMIN.password }),
    });
    expect(dup.status).toBe(409);
    expect(await dup.json()).toEqual({ error: 'An admin with this username already exists' });
    const common = await session.fetch('/api/admin/users', {
      method: 'POST',
      body: JSON.stringify({ username: 'weak', email: 'weak@example.com', password: 'password1', currentPassword: FIXTURE_ADMIN.password }),
    });
    expect(common.status).toBe(400);
    expect((await common.json()).error).toMatch(/too common/);
    const short = await session.fetch('/api/admin/users', {
      method: 'POST',
      body: JSON.stringify({ username: 'ab', email: 'bad', password: '123', currentPassword: FIXTURE_ADMIN.password }),
    });
    expect(await short.json()).toEqual({ error: 'Username must be at least 3 characters' });

    const list = await (await session.fetch('/api/admin/users')).json();
    expect(list.map((u: { username: string }) => u.username)).toEqual(expect.arrayContaining(['admin', 'rosa']));
    const me = await (await session.fetch('/api/admin/me')).json();
    const self = await session.fetch(`/api/admin/users/${me.id}`, { method: 'DELETE' });
    expect(self.status).toBe(400);
    expect(await self.json()).toEqual({ error: 'You cannot delete your own account' });
    expect((await session.fetch('/api/admin/users/not-a-uuid', { method: 'DELETE' })).status).toBe(400);

    // Rosa's own session dies with her account.
    const rosaSession = await signInAsAdmin(server.baseUrl, { username: 'rosa', password: 'zebra-lantern-81' });
    secrets.push(rosaSession.cookie.split('=')[1]);
    const confirmed = { method: 'DELETE', body: JSON.stringify({ currentPassword: FIXTURE_ADMIN.password }) };
    expect((await session.fetch(`/api/admin/users/${rosa.id}`, confirmed)).status).toBe(200);
    expect((await rosaSession.fetch('/api/admin/me')).status).toBe(401);
    expect((await session.fetch(`/api/admin/users/${rosa.id}`, confirmed)).status).toBe(404);
  });

  it('a password change ends every other session and needs the current password', async () => {
    const creator = await signInAsAdmin(server.baseUrl);
    const made = await creator.fetch('/api/admin/users', {
      method: 'POST',
      body: JSON.stringify({ username: 'pieter', email: 'pieter@example.com', password: 'copper-kettle-77', currentPassword: FIXTURE_ADMIN.password }),
    });
    expect(made.status).toBe(201);
    const first = await signInAsAdmin(server.baseUrl, { username: 'pieter', password: 'copper-kettle-77' });
    const second = await signInAsAdmin(server.baseUrl, { username: 'pieter', password: 'copper-kettle-77' });
    secrets.push(creator.cookie.split('=')[1], first.cookie.split('=')[1], second.cookie.split('=')[1], 'copper-kettle-77', 'velvet-harbour-42');
    const mismatch = await first.fetch('/api/admin/change-password', {
      method: 'PUT',
      body: JSON.stringify({ currentPassword: 'copper-kettle-77', newPassword: 'velvet-harbour-42', confirmPassword: 'velvet-harbour-43' }),
    });
    expect(await mismatch.json()).toEqual({ error: "Passwords don't match" });
    const wrong = await first.fetch('/api/admin/change-password', {
      method: 'PUT',
      body: JSON.stringify({ currentPassword: 'not-it-at-all', newPassword: 'velvet-harbour-42', confirmPassword: 'velvet-harbour-42' }),
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: 'Current password is incorrect' });
    const ok = await first.fetch('/api/admin/change-password', {
      method: 'PUT',
      body: JSON.stringify({ currentPassword: 'copper-kettle-77', newPassword: 'velvet-harbour-42', confirmPassword: 'velvet-harbour-42' }),
    });
    expect(ok.status).toBe(200);
    expect((await first.fetch('/api/admin/me')).status).toBe(200);
    expect((await second.fetch('/api/admin/me')).status).toBe(401);
    expect((await login(server.baseUrl, { username: 'pieter', password: 'copper-kettle-77' })).status).toBe(401);
    expect((await login(server.baseUrl, { username: 'pieter', password: 'velvet-harbour-42' })).status).toBe(200);
  });
});

describe('logs', () => {
  it('record auth events as JSON lines and never a password, code, token or secret', () => {
    expectAuthLog(server.output(), ['login.success', 'login.failure', 'password.changed', 'admin.created', 'admin.deleted'], secrets, 6);
  });
});
