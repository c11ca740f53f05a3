/** Failed-login limits: per account and per address, 429 with a clear message, not dodged by spelling or spoofed headers. */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNT_MAX_FAILURES, ADDRESS_MAX_FAILURES } from '~/features/auth/lock-policy';
import { copyFixture } from '../helpers/fixture';
import { FIXTURE_ADMIN } from '../helpers/fixture-cache';
import { startServer, type RunningServer } from '../helpers/server';
import { findLeaks, login, sendJson } from './api-helpers';

const LOCK_MESSAGE = /^Too many failed attempts\. Try again in \d+ minutes?\.$/;
const servers: RunningServer[] = [];

async function freshServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const server = await startServer(copyFixture(inject('fixtureDir')), env);
  servers.push(server);
  return server;
}

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
});

describe('per-account lock', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await freshServer();
  });

  it(`locks after ${ACCOUNT_MAX_FAILURES} failures, refuses even the right password without a second factor, and cannot be dodged`, async () => {
    for (let i = 1; i < ACCOUNT_MAX_FAILURES; i++) {
      const res = await login(server.baseUrl, { username: 'admin', password: `wrong-${i}` });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'Invalid username or password' });
    }
    const locking = await login(server.baseUrl, { username: 'admin', password: 'wrong-last' });
    expect(locking.status).toBe(429);
    expect(locking.body.error).toMatch(LOCK_MESSAGE);
    expect(Number(locking.headers.get('retry-after'))).toBeGreaterThan(60);

    const attempts: [string, Record<string, unknown>, Record<string, string>][] = [
      ['/api/admin/login', { username: 'admin', password: FIXTURE_ADMIN.password }, {}],
      ['/api/admin/login', { username: 'ADMIN', password: FIXTURE_ADMIN.password }, {}],
      ['/api/admin/login', { username: ' Admin ', password: FIXTURE_ADMIN.password }, {}],
      ['/api/admin/login/', { username: 'admin', password: FIXTURE_ADMIN.password }, {}],
      ['/api/admin/login', { username: 'admin', password: FIXTURE_ADMIN.password }, { 'X-Forwarded-For': '203.0.113.7' }],
      ['/api/admin/login', { username: 'admin', password: FIXTURE_ADMIN.password }, { 'X-Real-IP': '203.0.113.8', Forwarded: 'for=203.0.113.9' }],
    ];
    for (const [path, body, headers] of attempts) {
      const res = await sendJson(server.baseUrl, 'POST', path, body, headers);
      expect(res.status, `${path} ${JSON.stringify(body)} ${JSON.stringify(headers)}`).toBe(429);
      expect(res.body.error).toMatch(LOCK_MESSAGE);
    }
    // The other spellings of the path never reach a login at all.
    for (const path of ['/API/ADMIN/LOGIN', '/api/Admin/Login']) {
      const res = await sendJson(server.baseUrl, 'POST', path, { username: 'admin', password: FIXTURE_ADMIN.password });
      expect(res.status, path).not.toBe(200);
    }
  });

  it('per address: spoofed X-Forwarded-For does not give a new budget', async () => {
    // Earlier failures from this address: ACCOUNT_MAX_FAILURES. Spread the rest over random usernames and claimed addresses.
    let firstRefusal = -1;
    for (let i = 0; i < ADDRESS_MAX_FAILURES + 2; i++) {
      const res = await login(server.baseUrl, { username: `nobody-${i}`, password: 'whatever-1' }, { 'X-Forwarded-For': `198.51.100.${i}` });
      if (res.status === 429 && firstRefusal < 0) firstRefusal = i;
    }
    // The failure that reaches the address limit is itself answered with the lock.
    expect(firstRefusal).toBe(ADDRESS_MAX_FAILURES - ACCOUNT_MAX_FAILURES - 1);
    const other = await login(server.baseUrl, { username: 'someone-new', password: 'whatever-1' }, { 'X-Forwarded-For': '192.0.2.1' });
    expect(other.status).toBe(429);
  });
});

describe('a burst of 100 wrong logins sent at once', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await freshServer();
  });

  it(`lets only ${ACCOUNT_MAX_FAILURES} reach the password check and locks the account`, async () => {
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => login(server.baseUrl, { username: 'admin', password: `burst-${i}` })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401 || s === 429)).toHaveLength(100);
    // At most the limit were checked (401, or 429 for the one that set the lock); the rest were refused up front.
    const checked = server
      .output()
      .split('\n')
      .filter((l) => l.includes('"event":"login.failure"')).length;
    expect(checked).toBe(ACCOUNT_MAX_FAILURES);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(ACCOUNT_MAX_FAILURES);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(100 - ACCOUNT_MAX_FAILURES);
    const correct = await login(server.baseUrl, { username: 'admin', password: FIXTURE_ADMIN.password });
    expect(correct.status).toBe(429);
  });
});

describe('unknown usernames', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await freshServer();
  });

  it('get the same answer as a wrong password and take about as long', async () => {
    const time = async (username: string): Promise<{ ms: number; status: number; body: unknown }> => {
      const start = performance.now();
      const res = await login(server.baseUrl, { username, password: 'not-the-password' });
      return { ms: performance.now() - start, status: res.status, body: res.body };
    };
    const wrong: number[] = [];
    const unknown: number[] = [];
    // The server's first login loads and prepares what every later one reuses: keep it out of the figures.
    await time('ghost-warm-up');
    for (let i = 0; i < 4; i++) {
      // Alternate which goes first, so a slow moment of a busy machine does not always hit the same side.
      const [a, b] = i % 2 === 0 ? [await time('admin'), await time(`ghost-${i}`)] : [await time(`ghost-${i}`), await time('admin')].reverse();
      expect(b.status).toBe(a.status);
      expect(b.body).toEqual(a.body);
      wrong.push(a.ms);
      unknown.push(b.ms);
    }
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
    // Both run argon2 (a dummy hash for unknown names); without it unknown names answer several times faster.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.4);
  });

  it('never appear in the logs (a mistyped username may be a password)', () => {
    expect(findLeaks(server.output(), ['ghost-0', 'not-the-password'])).toEqual([]);
  });
});

describe('behind a trusted proxy (TRUST_PROXY=1)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await freshServer({ TRUST_PROXY: '1' });
  });

  it('counts per address from the last X-Forwarded-For entry, which the client cannot choose', async () => {
    for (let i = 0; i < ADDRESS_MAX_FAILURES; i++) {
      // The client prepends its own claims; the proxy appends the real address last.
      await login(server.baseUrl, { username: `spray-${i}`, password: 'whatever-1' }, { 'X-Forwarded-For': `10.0.0.${i}, 203.0.113.50` });
    }
    expect((await login(server.baseUrl, { username: 'spray-x', password: 'whatever-1' }, { 'X-Forwarded-For': '10.9.9.9, 203.0.113.50' })).status).toBe(429);
    // Another real client is not affected.
    expect((await login(server.baseUrl, { username: 'admin', password: FIXTURE_ADMIN.password }, { 'X-Forwarded-For': '203.0.113.51' })).status).toBe(200);
  });

  it('counts an IPv6 client per /56, so rotating through its addresses and /64 networks gives no new budget', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < ADDRESS_MAX_FAILURES; i++) {
      // Each guess from another /64 of the same /56 (2001:db8:5:700::/56).
      const from = `2001:db8:5:7${i.toString(16).padStart(2, '0')}::${(i + 1).toString(16)}`;
      statuses.push((await login(server.baseUrl, { username: `v6-spray-${i}`, password: 'whatever-1' }, { 'X-Forwarded-For': from })).status);
    }
    expect(statuses).toEqual([...Array(ADDRESS_MAX_FAILURES - 1).fill(401), 429]);
    expect(
      (await login(server.baseUrl, { username: 'v6-spray-x', password: 'whatever-1' }, { 'X-Forwarded-For': '2001:db8:5:7ff:abcd:1234:5678:9abc' })).status,
    ).toBe(429);
    // The next /56 is another network, with its own budget.
    expect((await login(server.baseUrl, { username: 'admin', password: FIXTURE_ADMIN.password }, { 'X-Forwarded-For': '2001:db8:5:800::1' })).status).toBe(200);
  });
});

describe('2FA codes', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await freshServer();
  });

  it(`lock after ${ACCOUNT_MAX_FAILURES} wrong codes, even with the right password`, async () => {
    const { signInAsAdmin } = await import('../helpers/admin-session');
    const { generateTotpCode } = await import('~/features/auth/totp.server');
    const session = await signInAsAdmin(server.baseUrl);
    const setup = await (await session.fetch('/api/admin/2fa/setup', { method: 'POST' })).json();
    const enable = await session.fetch('/api/admin/2fa/enable', {
      method: 'POST',
      body: JSON.stringify({ twoFactorCode: await generateTotpCode(setup.secret, Date.now() - 30_000), currentPassword: FIXTURE_ADMIN.password }),
    });
    expect(enable.status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < ACCOUNT_MAX_FAILURES; i++) {
      statuses.push((await login(server.baseUrl, { username: 'admin', password: FIXTURE_ADMIN.password, twoFactorCode: String(100000 + i) })).status);
    }
    expect(statuses).toEqual([...Array(ACCOUNT_MAX_FAILURES - 1).fill(401), 429]);
    const good = await login(server.baseUrl, {
      username: 'admin',
      password: FIXTURE_ADMIN.password,
      twoFactorCode: await generateTotpCode(setup.secret, Date.now()),
    });
    expect(good.status).toBe(429);
    expect(good.body.error).toMatch(LOCK_MESSAGE);
    expect(server.output()).toContain('"event":"login.locked"');
    expect(findLeaks(server.output(), [setup.secret, FIXTURE_ADMIN.password])).toEqual([]);
  });
});
