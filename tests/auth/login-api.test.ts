/** The sign-in API end to end: session cookies, logout and the admin pages behind the login (2FA and admin users: two-factor-api and admin-users-api). */
import { describe, expect, it } from 'vitest';
import { makeAdminFetch, signInAsAdmin } from '../helpers/admin-session';
import { FIXTURE_ADMIN } from '../helpers/fixture-cache';
import { serveFixtureCopy } from '../helpers/fixture-server';
import { expectAuthLog, login, sessionCookieOf } from './api-helpers';

const server = serveFixtureCopy();
const secrets: string[] = [FIXTURE_ADMIN.password];

describe('login, session cookie and logout', () => {
  it('signs in with the spec fields and sets a HttpOnly, SameSite=Lax session cookie on path /', async () => {
    const res = await login(server.baseUrl, { username: 'Admin', password: FIXTURE_ADMIN.password, twoFactorCode: '', trustDevice: false });
    expect(res.status).toBe(200);
    expect(res.body.admin).toMatchObject({ username: 'admin', email: 'admin@example.com' });
    expect(res.body.requires2FA).toBeUndefined();
    const cookie = res.cookies.get('guide_session')!;
    expect(cookie.value).toMatch(/^[a-z2-7]{32}$/);
    secrets.push(cookie.value);
    expect(cookie.attributes).toMatch(/HttpOnly/i);
    expect(cookie.attributes).toMatch(/SameSite=Lax/i);
    expect(cookie.attributes).toMatch(/Path=\//);
    expect(cookie.attributes).not.toMatch(/Secure/i); // plain HTTP here; see headers.test.ts for HTTPS
    expect(res.headers.get('cache-control')).toBe('no-store');
    const me = await makeAdminFetch(server.baseUrl, `guide_session=${cookie.value}`)('/api/admin/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ username: 'admin', twoFactorEnabled: false });
  });

  it('gives a new token at every login and refuses bad input with the spec messages', async () => {
    const a = sessionCookieOf(await login(server.baseUrl, { username: 'admin', password: FIXTURE_ADMIN.password }));
    const b = sessionCookieOf(await login(server.baseUrl, { username: 'admin', password: FIXTURE_ADMIN.password }));
    expect(a).not.toBe(b);
    secrets.push(a.split('=')[1], b.split('=')[1]);
    expect((await login(server.baseUrl, { username: '', password: 'x' })).body).toEqual({ error: 'Username is required' });
    expect((await login(server.baseUrl, { username: 'admin' })).body).toEqual({ error: 'Password is required' });
    const notJson = await fetch(`${server.baseUrl}/api/admin/login`, {
      method: 'POST',
      headers: { Origin: server.baseUrl, 'Content-Type': 'application/json' },
      body: '{nope',
    });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ error: 'Body must be valid JSON' });
  });

  it('logout deletes the session on the server', async () => {
    const session = await signInAsAdmin(server.baseUrl);
    secrets.push(session.cookie.split('=')[1]);
    expect((await session.fetch('/api/admin/me')).status).toBe(200);
    const out = await session.fetch('/api/admin/logout', { method: 'POST' });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().join(';')).toMatch(/guide_session=;/);
    expect((await session.fetch('/api/admin/me')).status).toBe(401);
  });

  it('sends /admin to login without a session and serves it with one', async () => {
    const anonymous = await fetch(`${server.baseUrl}/admin`, { redirect: 'manual' });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toBe('/admin/login');
    expect((await fetch(`${server.baseUrl}/nl/admin`, { redirect: 'manual' })).headers.get('location')).toBe('/nl/admin/login');
    const session = await signInAsAdmin(server.baseUrl);
    secrets.push(session.cookie.split('=')[1]);
    const page = await session.fetch('/admin');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(await page.text()).toContain('Admin Dashboard');
    for (const p of ['/admin/login', '/admin-login', '/nl/admin/login', '/nl/admin-login']) expect((await fetch(`${server.baseUrl}${p}`)).status, p).toBe(200);
  });
});

describe('logs', () => {
  it('record auth events as JSON lines and never a password, code, token or secret', () => {
    expectAuthLog(server.output(), ['login.success', 'logout'], secrets, 5);
  });
});
