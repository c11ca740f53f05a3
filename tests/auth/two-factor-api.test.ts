/** Two-factor authentication through the API end to end: setup, one-time codes, trusted devices and their revocation by a password change. */
import { describe, expect, it } from 'vitest';
import { generateTotpCode } from '~/features/auth/totp.server';
import { makeAdminFetch, signInAsAdmin } from '../helpers/admin-session';
import { FIXTURE_ADMIN } from '../helpers/fixture-cache';
import { serveFixtureCopy } from '../helpers/fixture-server';
import { expectAuthLog, login, sessionCookieOf } from './api-helpers';

const server = serveFixtureCopy();
const secrets: string[] = [FIXTURE_ADMIN.password];

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
    expectAuthLog(
      server.output(),
      [
        'login.success',
        'login.failure',
        'login.2fa_required',
        'login.2fa_failure',
        'login.trusted_device',
        'password.changed',
        '2fa.setup_started',
        '2fa.enabled',
      ],
      secrets,
      10,
    );
  });
});
