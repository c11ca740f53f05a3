/** The sign-in API end to end: cookies, 2FA with one-time codes, trusted devices, logout, password change, admin users. */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { generateTotpCode } from '~/features/auth/totp.server';
import { makeAdminFetch, signInAsAdmin } from '../helpers/admin-session';
import { copyFixture } from '../helpers/fixture';
import { FIXTURE_ADMIN } from '../helpers/fixture-cache';
import { startServer, type RunningServer } from '../helpers/server';
import { findLeaks, login, sessionCookieOf } from './api-helpers';

let server: RunningServer;
const secrets: string[] = [FIXTURE_ADMIN.password];

beforeAll(async () => {
  server = await startServer(copyFixture(inject('fixtureDir')));
});
afterAll(async () => {
  await server?.stop();
});

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

describe('two-factor authentication through the API', () => {
  let secret = '';
  const stepMs = 30_000;

  it('sets up, refuses a wrong code, enables with a valid one', async () => {
    const session = await signInAsAdmin(server.baseUrl);
    secrets.push(session.cookie.split('=')[1]);
    expect(await (await session.fetch('/api/admin/2fa/status')).json()).toEqual({ enabled: false });
    const noSetup = await session.fetch('/api/admin/2fa/enable', {
      method: 'POST',
      body: JSON.stringify({ twoFactorCode: '123456', currentPassword: FIXTURE_ADMIN.password }),
    });
    expect(noSetup.status).toBe(400);
    const setup = await (await session.fetch('/api/admin/2fa/setup', { method: 'POST' })).json();
    expect(setup.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    secret = setup.secret;
    secrets.push(secret);
    const bad = await session.fetch('/api/admin/2fa/enable', {
      method: 'POST',
      body: JSON.stringify({ twoFactorCode: '12345', currentPassword: FIXTURE_ADMIN.password }),
    });
    expect(await bad.json()).toEqual({ error: '2FA code must be 6 digits' });
    // Enable with the previous step's code (allowed drift), keeping the current and next steps for the logins below.
    const code = await generateTotpCode(secret, Date.now() - stepMs);
    secrets.push(code);
    const enabled = await session.fetch('/api/admin/2fa/enable', {
      method: 'POST',
      body: JSON.stringify({ twoFactorCode: code, currentPassword: FIXTURE_ADMIN.password }),
    });
    expect(enabled.status).toBe(200);
    expect(await (await session.fetch('/api/admin/2fa/status')).json()).toEqual({ enabled: true });
    expect((await session.fetch('/api/admin/2fa/setup', { method: 'POST' })).status).toBe(409);
  });

  it('asks for the code, accepts it once, and of two concurrent uses lets exactly one through', async () => {
    const asked = await login(server.baseUrl, { username: 'admin', password: FIXTURE_ADMIN.password });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ requires2FA: true });
    expect(asked.cookies.size).toBe(0);

    const now = await generateTotpCode(secret, Date.now());
    secrets.push(now);
    const ok = await login(server.baseUrl, { username: 'admin', password: FIXTURE_ADMIN.password, twoFactorCode: now });
    expect(ok.status).toBe(200);
    secrets.push(sessionCookieOf(ok).split('=')[1]);
    const reused = await login(server.baseUrl, { username: 'admin', password: FIXTURE_ADMIN.password, twoFactorCode: now });
    expect(reused.status).toBe(401);
    expect(reused.body).toEqual({ error: 'Invalid 2FA code' });

    const next = await generateTotpCode(secret, Date.now() + stepMs);
    secrets.push(next);
    const both = await Promise.all(
      [0, 1].map(() => login(server.baseUrl, { username: 'admin', password: FIXTURE_ADMIN.password, twoFactorCode: next, trustDevice: true })),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 401]);
    const winner = both.find((r) => r.status === 200)!;
    secrets.push(sessionCookieOf(winner).split('=')[1]);

    // The winner asked to trust this device: a separate HttpOnly cookie, 30 days, and no code next time.
    const device = winner.cookies.get('guide_trusted_device')!;
    expect(device.value).toMatch(/^[a-z2-7]{32}$/);
    secrets.push(device.value);
    expect(device.attributes).toMatch(/HttpOnly/i);
    const expires = new Date(/Expires=([^;]+)/i.exec(device.attributes)![1]).getTime();
    expect(Math.abs(expires - (Date.now() + 30 * 24 * 3600_000))).toBeLessThan(120_000);
    const trusted = await login(
      server.baseUrl,
      { username: 'admin', password: FIXTURE_ADMIN.password, trustDevice: false },
      { Cookie: `guide_trusted_device=${device.value}` },
    );
    expect(trusted.status).toBe(200);
    expect(trusted.body.admin.username).toBe('admin');
    expect([...trusted.cookies.keys()]).toEqual(['guide_session']); // the device cookie stays as it was
    secrets.push(sessionCookieOf(trusted).split('=')[1]);
    const trustedAgain = await login(
      server.baseUrl,
      { username: 'admin', password: FIXTURE_ADMIN.password },
      { Cookie: `guide_trusted_device=${device.value}` },
    );
    expect(trustedAgain.body.admin?.username).toBe('admin');
    secrets.push(sessionCookieOf(trustedAgain).split('=')[1]);
    // A trusted device does not stand in for the password.
    expect((await login(server.baseUrl, { username: 'admin', password: 'wrong-password' }, { Cookie: `guide_trusted_device=${device.value}` })).status).toBe(
      401,
    );

    // A password change revokes every trusted device.
    const session = makeAdminFetch(server.baseUrl, sessionCookieOf(trusted));
    const changed = await session('/api/admin/change-password', {
      method: 'PUT',
      body: JSON.stringify({ currentPassword: FIXTURE_ADMIN.password, newPassword: 'river-canoe-2026', confirmPassword: 'river-canoe-2026' }),
    });
    expect(changed.status).toBe(200);
    secrets.push('river-canoe-2026');
    const again = await login(server.baseUrl, { username: 'admin', password: 'river-canoe-2026' }, { Cookie: `guide_trusted_device=${device.value}` });
    expect(again.body).toEqual({ requires2FA: true });
  });
});

describe('logs', () => {
  it('record auth events as JSON lines and never a password, code, token or secret', () => {
    const out = server.output();
    const events = out
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l))
      .filter((e) => e.type === 'auth')
      .map((e) => e.event);
    expect(events).toEqual(
      expect.arrayContaining([
        'login.success',
        'login.failure',
        'login.2fa_required',
        'login.2fa_failure',
        'login.trusted_device',
        'logout',
        'password.changed',
        '2fa.setup_started',
        '2fa.enabled',
        'admin.created',
        'admin.deleted',
      ]),
    );
    expect(secrets.length).toBeGreaterThan(10);
    expect(findLeaks(out, secrets)).toEqual([]);
  });
});
