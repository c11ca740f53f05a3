/**
 * Sensitive admin actions ask for the current password again (ASVS 4.0 V3.7.1): enabling 2FA, adding
 * and deleting an admin; and the two new ones, turning one's own 2FA off (password and code) and
 * resetting a colleague's 2FA (own password). A wrong or missing password changes nothing.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNT_MAX_FAILURES } from '~/features/auth/lock-policy';
import { generateTotpCode } from '~/features/auth/totp.server';
import { signInAsAdmin, type AdminSession } from '../helpers/admin-session';
import { copyFixture } from '../helpers/fixture';
import { FIXTURE_ADMIN } from '../helpers/fixture-cache';
import { startServer, type RunningServer } from '../helpers/server';
import { findLeaks, login, sendJson } from './api-helpers';

const STEP = 30_000;
const MARTA = { username: 'marta', email: 'marta@example.com', password: 'cassava-bridge-64' };
const WRONG = { status: 403, body: { error: 'Current password is incorrect' } };

let server: RunningServer;
let admin: AdminSession;
let adminSecret = '';

const json = async (res: Response) => ({ status: res.status, body: await res.json() });
const post = (session: AdminSession, path: string, body: unknown) => session.fetch(path, { method: 'POST', body: JSON.stringify(body) }).then(json);
const usernames = async () => ((await (await admin.fetch('/api/admin/users')).json()) as { username: string }[]).map((u) => u.username);
const twoFactorOf = async (username: string) =>
  ((await (await admin.fetch('/api/admin/users')).json()) as { username: string; twoFactorEnabled: boolean }[]).find((u) => u.username === username)
    ?.twoFactorEnabled;

/** Starts a 2FA setup for a session and enables it with the previous step's code. */
async function enableTwoFactor(session: AdminSession, password: string): Promise<string> {
  const { secret } = (await (await session.fetch('/api/admin/2fa/setup', { method: 'POST' })).json()) as { secret: string };
  const enabled = await post(session, '/api/admin/2fa/enable', { twoFactorCode: await generateTotpCode(secret, Date.now() - STEP), currentPassword: password });
  expect(enabled.status).toBe(200);
  return secret;
}

beforeAll(async () => {
  server = await startServer(copyFixture(inject('fixtureDir')));
  admin = await signInAsAdmin(server.baseUrl);
});
afterAll(() => server?.stop());

describe('the password asked again', () => {
  it('enabling 2FA: missing or wrong password refused, 2FA stays off', async () => {
    const { secret } = (await (await admin.fetch('/api/admin/2fa/setup', { method: 'POST' })).json()) as { secret: string };
    const code = await generateTotpCode(secret, Date.now() - STEP);
    expect(await post(admin, '/api/admin/2fa/enable', { twoFactorCode: code })).toEqual({ status: 400, body: { error: 'Current password is required' } });
    expect(await post(admin, '/api/admin/2fa/enable', { twoFactorCode: code, currentPassword: 'not-my-password' })).toEqual(WRONG);
    expect(await (await admin.fetch('/api/admin/2fa/status')).json()).toEqual({ enabled: false });
    expect((await post(admin, '/api/admin/2fa/enable', { twoFactorCode: code, currentPassword: FIXTURE_ADMIN.password })).status).toBe(200);
    adminSecret = secret;
  });

  it('adding an admin: missing or wrong password refused, nobody created', async () => {
    expect(await post(admin, '/api/admin/users', { ...MARTA })).toEqual({ status: 400, body: { error: 'Current password is required' } });
    expect(await post(admin, '/api/admin/users', { ...MARTA, currentPassword: MARTA.password })).toEqual(WRONG);
    expect(await usernames()).not.toContain('marta');
    const created = await post(admin, '/api/admin/users', { ...MARTA, currentPassword: FIXTURE_ADMIN.password });
    expect(created.status).toBe(201);
  });

  it('deleting an admin: missing or wrong password refused, the admin stays', async () => {
    const made = await post(admin, '/api/admin/users', {
      username: 'tijdelijk',
      email: 'tijdelijk@example.com',
      password: 'parbo-market-19',
      currentPassword: FIXTURE_ADMIN.password,
    });
    const path = `/api/admin/users/${made.body.id}`;
    expect((await admin.fetch(path, { method: 'DELETE' })).status).toBe(415);
    expect(await json(await admin.fetch(path, { method: 'DELETE', body: '{}' }))).toEqual({ status: 400, body: { error: 'Current password is required' } });
    expect(await json(await admin.fetch(path, { method: 'DELETE', body: JSON.stringify({ currentPassword: 'guess' }) }))).toEqual(WRONG);
    expect(await usernames()).toContain('tijdelijk');
    expect((await admin.fetch(path, { method: 'DELETE', body: JSON.stringify({ currentPassword: FIXTURE_ADMIN.password }) })).status).toBe(200);
    expect(await usernames()).not.toContain('tijdelijk');
  });
});

describe("resetting a colleague's 2FA", () => {
  it('needs a session and the own password; ends the colleague 2FA, devices and sessions', async () => {
    const marta = await signInAsAdmin(server.baseUrl, MARTA);
    const martaSecret = await enableTwoFactor(marta, MARTA.password);
    const martaId = ((await (await marta.fetch('/api/admin/me')).json()) as { id: string }).id;
    const path = `/api/admin/users/${martaId}/reset-2fa`;
    expect((await sendJson(server.baseUrl, 'POST', path, { currentPassword: FIXTURE_ADMIN.password })).status).toBe(401);
    expect(await post(admin, path, {})).toEqual({ status: 400, body: { error: 'Current password is required' } });
    expect(await post(admin, path, { currentPassword: MARTA.password })).toEqual(WRONG);
    expect(await twoFactorOf('marta')).toBe(true);
    expect((await post(admin, '/api/admin/users/00000000-0000-4000-8000-000000000001/reset-2fa', { currentPassword: FIXTURE_ADMIN.password })).status).toBe(
      404,
    );
    const adminId = ((await (await admin.fetch('/api/admin/me')).json()) as { id: string }).id;
    expect(await post(admin, `/api/admin/users/${adminId}/reset-2fa`, { currentPassword: FIXTURE_ADMIN.password })).toEqual({
      status: 400,
      body: { error: 'Use Turn off 2FA in Settings for your own account' },
    });

    expect(await post(admin, path, { currentPassword: FIXTURE_ADMIN.password })).toEqual({ status: 200, body: { success: true, twoFactorEnabled: false } });
    expect(await twoFactorOf('marta')).toBe(false);
    expect((await marta.fetch('/api/admin/me')).status).toBe(401);
    // Marta signs in with her password alone now; the old authenticator code means nothing.
    const back = await login(server.baseUrl, { ...MARTA, twoFactorCode: await generateTotpCode(martaSecret, Date.now()) });
    expect(back.status).toBe(200);
    expect(back.body.admin.username).toBe('marta');
    expect(await post(admin, path, { currentPassword: FIXTURE_ADMIN.password })).toEqual({
      status: 409,
      body: { error: 'Two-factor authentication is not enabled for this admin' },
    });
  });
});

describe('turning your own 2FA off', () => {
  it('needs the password and a current code; then sign-in asks for no code and the device cookie is cleared', async () => {
    expect(
      (await sendJson(server.baseUrl, 'POST', '/api/admin/2fa/disable', { currentPassword: FIXTURE_ADMIN.password, twoFactorCode: '123456' })).status,
    ).toBe(401);
    const code = await generateTotpCode(adminSecret, Date.now());
    expect(await post(admin, '/api/admin/2fa/disable', { currentPassword: FIXTURE_ADMIN.password })).toEqual({
      status: 400,
      body: { error: '2FA code must be 6 digits' },
    });
    expect(await post(admin, '/api/admin/2fa/disable', { currentPassword: 'not-my-password', twoFactorCode: code })).toEqual(WRONG);
    expect(await post(admin, '/api/admin/2fa/disable', { currentPassword: FIXTURE_ADMIN.password, twoFactorCode: '000000' })).toEqual({
      status: 400,
      body: { error: 'Invalid 2FA code' },
    });
    expect(await (await admin.fetch('/api/admin/2fa/status')).json()).toEqual({ enabled: true });

    const res = await admin.fetch('/api/admin/2fa/disable', {
      method: 'POST',
      body: JSON.stringify({ currentPassword: FIXTURE_ADMIN.password, twoFactorCode: code }),
    });
    expect(await res.json()).toEqual({ success: true, enabled: false });
    expect(res.headers.getSetCookie().some((c) => /^guide_trusted_device=;/.test(c))).toBe(true);
    expect(await (await admin.fetch('/api/admin/2fa/status')).json()).toEqual({ enabled: false });
    const plain = await login(server.baseUrl, { ...FIXTURE_ADMIN });
    expect(plain.body.admin?.username).toBe('admin');
    expect(await post(admin, '/api/admin/2fa/disable', { currentPassword: FIXTURE_ADMIN.password, twoFactorCode: code })).toEqual({
      status: 409,
      body: { error: 'Two-factor authentication is not enabled' },
    });
  });
});

describe('guessing the password through these actions', () => {
  it(`locks after ${ACCOUNT_MAX_FAILURES} wrong passwords, like the password change, and logs without secrets`, async () => {
    const marta = await signInAsAdmin(server.baseUrl, MARTA);
    const statuses: number[] = [];
    for (let i = 0; i < ACCOUNT_MAX_FAILURES + 1; i++)
      statuses.push(
        (await post(marta, '/api/admin/users', { username: `x${i}yz`, email: `x${i}@example.com`, password: 'guava-lagoon-31', currentPassword: `guess-${i}` }))
          .status,
      );
    expect(statuses).toEqual([...Array<number>(ACCOUNT_MAX_FAILURES - 1).fill(403), 429, 429]);
    expect(
      (await post(marta, '/api/admin/users', { username: 'late', email: 'late@example.com', password: 'guava-lagoon-31', currentPassword: MARTA.password }))
        .status,
    ).toBe(429);
    const events = server
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { type?: string; event: string })
      .filter((e) => e.type === 'auth')
      .map((e) => e.event);
    expect(events).toEqual(expect.arrayContaining(['reauth.failure', '2fa.disabled', '2fa.disable_failure', '2fa.reset', 'admin.created', 'admin.deleted']));
    expect(findLeaks(server.output(), [FIXTURE_ADMIN.password, MARTA.password, adminSecret, 'guess-3', admin.cookie.split('=')[1]!])).toEqual([]);
  });
});
