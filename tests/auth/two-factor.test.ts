import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/db/client';
import { findAdminById } from '~/features/auth/accounts.server';
import { sealSecret } from '~/features/auth/secret-box.server';
import { createSession, validateSessionToken } from '~/features/auth/session.server';
import { createTotpSecret, generateTotpCode } from '~/features/auth/totp.server';
import { trustDevice, useTrustedDevice } from '~/features/auth/trusted-devices.server';
import { enableTwoFactor, startTwoFactorSetup, turnOffTwoFactor, verifyLoginCode } from '~/features/auth/two-factor.server';
import { openFixtureDb } from './db-helpers';

let db: Db;
let adminId: string;
const KEY = Buffer.alloc(32, 3).toString('hex');

beforeAll(() => {
  process.env.TWO_FACTOR_KEY = KEY;
  ({ db, adminId } = openFixtureDb());
});
afterAll(() => db?.$client.close());

describe('two-factor codes', () => {
  it('setup keeps the secret encrypted in the session; enabling needs a valid code and revokes trusted devices', async () => {
    const now = Date.now();
    const { token } = createSession(db, adminId, {}, now);
    const session = validateSessionToken(db, token, now)!.session;
    const setup = await startTwoFactorSetup(db, session, 'admin');
    expect(setup.qrCode).toMatch(/^data:image\/png;base64,/);
    const stored = JSON.stringify(db.$client.prepare('SELECT sess FROM sessions WHERE sid = ?').get(session.sid));
    expect(stored).not.toContain(setup.secret);

    const device = trustDevice(db, adminId, { userAgent: 'test', ip: '127.0.0.1' }, now);
    const withPending = validateSessionToken(db, token, now)!.session;
    expect(await enableTwoFactor(db, withPending, '000000', now)).toEqual({ ok: false, reason: 'invalid_code' });
    const code = await generateTotpCode(setup.secret, now);
    expect(await enableTwoFactor(db, withPending, code, now)).toEqual({ ok: true, devicesRevoked: 1 });
    expect(useTrustedDevice(db, adminId, device.token, now)).toBe(false);
    const admin = findAdminById(db, adminId)!;
    expect(admin.twoFactorEnabled).toBe(true);
    expect(admin.twoFactorSecret).not.toContain(setup.secret);
    // The code that enabled 2FA cannot sign in right after.
    expect(await verifyLoginCode(db, admin, code, now)).toBe(false);
  });

  it('accepts a login code once, and of two concurrent uses exactly one', async () => {
    const secret = createTotpSecret();
    db.$client
      .prepare('UPDATE admin_users SET two_factor_enabled = 1, two_factor_secret = ?, two_factor_last_step = NULL WHERE id = ?')
      .run(sealSecret(secret, adminId), adminId);
    const now = Date.now() + 60_000; // a step after the enabling code above
    const code = await generateTotpCode(secret, now);
    const admin = findAdminById(db, adminId)!;
    const results = await Promise.all([verifyLoginCode(db, admin, code, now), verifyLoginCode(db, admin, code, now), verifyLoginCode(db, admin, code, now)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await verifyLoginCode(db, findAdminById(db, adminId)!, code, now)).toBe(false);
  });

  it('a trusted device expires after 30 fixed days, however often it is used', () => {
    const t0 = Date.UTC(2026, 0, 1);
    const device = trustDevice(db, adminId, { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0', ip: '127.0.0.1' }, t0);
    const day = 24 * 60 * 60_000;
    for (let d = 1; d < 30; d += 7) expect(useTrustedDevice(db, adminId, device.token, t0 + d * day)).toBe(true);
    expect(useTrustedDevice(db, adminId, device.token, t0 + 30 * day)).toBe(false);
    expect(useTrustedDevice(db, 'another-admin', device.token, t0 + day)).toBe(false);
    const row = db.$client.prepare('SELECT device_name, device_fingerprint FROM trusted_devices WHERE expires_at = ?').get(t0 + 30 * day) as {
      device_name: string;
      device_fingerprint: string;
    };
    expect(row.device_name).toBe('Chrome on Linux');
    expect(row.device_fingerprint).not.toBe(device.token);
  });

  it('turning 2FA off clears the secret and revokes trusted devices; a reset by a colleague also ends the sessions', () => {
    const now = Date.now();
    const enable = () =>
      db.$client
        .prepare('UPDATE admin_users SET two_factor_enabled = 1, two_factor_secret = ?, two_factor_last_step = 5 WHERE id = ?')
        .run(sealSecret(createTotpSecret(), adminId), adminId);
    enable();
    const device = trustDevice(db, adminId, { userAgent: 'test', ip: '127.0.0.1' }, now);
    const { token } = createSession(db, adminId, {}, now);
    expect(turnOffTwoFactor(db, adminId, { endSessions: false }, now)).toMatchObject({ ok: true, sessionsEnded: 0 });
    const off = findAdminById(db, adminId)!;
    expect([off.twoFactorEnabled, off.twoFactorSecret, off.twoFactorLastStep]).toEqual([false, null, null]);
    expect(useTrustedDevice(db, adminId, device.token, now)).toBe(false);
    expect(validateSessionToken(db, token, now)).not.toBeNull();
    expect(turnOffTwoFactor(db, adminId, { endSessions: false }, now).ok).toBe(false);

    enable();
    expect(turnOffTwoFactor(db, adminId, { endSessions: true }, now)).toMatchObject({ ok: true });
    expect(validateSessionToken(db, token, now)).toBeNull();
  });
});
