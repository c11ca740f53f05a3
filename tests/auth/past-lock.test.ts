/**
 * A locked account is no denial of service for its owner: the right password plus a trusted-device
 * cookie or a correct TOTP code still signs in, while every other attempt gets the lock's answer
 * (the same answer, so the lock tells nothing about the password) and counts against its address.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { generateTotpCode } from '~/features/auth/totp.server';
import { ACCOUNT_MAX_FAILURES, ADDRESS_MAX_FAILURES } from '~/features/auth/lock-policy';
import { signInAsAdmin } from '../helpers/admin-session';
import { copyFixture } from '../helpers/fixture';
import { FIXTURE_ADMIN } from '../helpers/fixture-cache';
import { startServer, type RunningServer } from '../helpers/server';
import { login, type JsonAnswer } from './api-helpers';

const LOCK_MESSAGE = /^Too many failed attempts\. Try again in \d+ minutes?\.$/;
const ADMIN_ADDRESS = '192.0.2.10';
const ATTACKER = '198.51.100.66';
const STEP = 30_000;

let server: RunningServer;
let secret = '';
let deviceCookie = '';

const from = (address: string, cookie = '') => ({ 'X-Forwarded-For': address, ...(cookie ? { Cookie: cookie } : {}) });
const expectLocked = (answer: JsonAnswer, what: string) => {
  expect(answer.status, what).toBe(429);
  expect(answer.body.error, what).toMatch(LOCK_MESSAGE);
  expect(
    [...answer.cookies.keys()].filter((name) => name.endsWith('guide_session')),
    what,
  ).toEqual([]);
};

beforeAll(async () => {
  server = await startServer(copyFixture(inject('fixtureDir')), { TRUST_PROXY: '1' });
  const session = await signInAsAdmin(server.baseUrl);
  const setup = (await (await session.fetch('/api/admin/2fa/setup', { method: 'POST' })).json()) as { secret: string };
  secret = setup.secret;
  const enable = await session.fetch('/api/admin/2fa/enable', {
    method: 'POST',
    body: JSON.stringify({ twoFactorCode: await generateTotpCode(secret, Date.now() - STEP), currentPassword: FIXTURE_ADMIN.password }),
  });
  expect(enable.status).toBe(200);
  // The admin's own browser, trusted for 30 days at a sign-in with a code.
  const trusted = await login(
    server.baseUrl,
    { ...FIXTURE_ADMIN, twoFactorCode: await generateTotpCode(secret, Date.now()), trustDevice: true },
    from(ADMIN_ADDRESS),
  );
  expect(trusted.status).toBe(200);
  const device = [...trusted.cookies].find(([name]) => name.endsWith('guide_trusted_device'));
  deviceCookie = `${device![0]}=${device![1].value}`;

  const statuses: number[] = [];
  for (let i = 0; i < ACCOUNT_MAX_FAILURES; i++)
    statuses.push((await login(server.baseUrl, { username: 'admin', password: `guess-${i}` }, from(ATTACKER))).status);
  expect(statuses).toEqual([...Array<number>(ACCOUNT_MAX_FAILURES - 1).fill(401), 429]);
});

afterAll(async () => {
  await server.stop();
});

describe('a locked admin account', () => {
  it('refuses the right password alone, and any wrong half of password and second factor, with the lock answer', async () => {
    const wrongCode = String((Number(await generateTotpCode(secret, Date.now() + STEP)) + 1) % 1_000_000).padStart(6, '0');
    const attempts: [string, Record<string, unknown>, Record<string, string>][] = [
      ['right password alone', { ...FIXTURE_ADMIN }, from(ADMIN_ADDRESS)],
      ['wrong password, trusted device', { username: 'admin', password: 'guess-x' }, from(ADMIN_ADDRESS, deviceCookie)],
      [
        'wrong password, right code',
        { username: 'admin', password: 'guess-y', twoFactorCode: await generateTotpCode(secret, Date.now() + STEP) },
        from(ATTACKER),
      ],
      ['right password, wrong code', { ...FIXTURE_ADMIN, twoFactorCode: wrongCode }, from(ATTACKER)],
      ['right password, forged device cookie', { ...FIXTURE_ADMIN }, from(ATTACKER, `${deviceCookie.split('=')[0]}=${'A'.repeat(43)}`)],
    ];
    for (const [what, body, headers] of attempts) expectLocked(await login(server.baseUrl, body, headers), what);
  });

  it('lets the owner in with the right password and the trusted-device cookie', async () => {
    const answer = await login(server.baseUrl, { ...FIXTURE_ADMIN }, from(ADMIN_ADDRESS, deviceCookie));
    expect(answer.status).toBe(200);
    expect(answer.body.admin.username).toBe('admin');
  });

  it('lets the owner in with the right password and a correct TOTP code, from anywhere', async () => {
    const answer = await login(server.baseUrl, { ...FIXTURE_ADMIN, twoFactorCode: await generateTotpCode(secret, Date.now() + STEP) }, from('203.0.113.200'));
    expect(answer.status).toBe(200);
    expect(server.output()).toContain('"reason":"past_lock_code"');
  });

  it('keeps throttling guesses: the lock stays, and guesses with a made-up code lock their address', async () => {
    expectLocked(await login(server.baseUrl, { username: 'admin', password: 'guess-after' }, from(ATTACKER)), 'lock stays after the owner signed in');
    const spray = '198.51.100.99';
    let refusedAll = true;
    for (let i = 0; i < ADDRESS_MAX_FAILURES; i++) {
      const answer = await login(server.baseUrl, { username: 'admin', password: `spray-${i}`, twoFactorCode: '123456' }, from(spray));
      refusedAll &&= answer.status === 429;
    }
    expect(refusedAll).toBe(true);
    // That address is now locked itself: even the owner's full credentials do not pass from it.
    expectLocked(await login(server.baseUrl, { ...FIXTURE_ADMIN }, from(spray, deviceCookie)), 'locked address');
    expect((await login(server.baseUrl, { ...FIXTURE_ADMIN }, from(ADMIN_ADDRESS, deviceCookie))).status).toBe(200);
  });
});
