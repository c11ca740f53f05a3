/** Every response: CSRF Origin check on writes, body size limits, security headers, and cookies over HTTPS. */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInAsAdmin } from '../helpers/admin-session';
import { copyFixture } from '../helpers/fixture';
import { FIXTURE_ADMIN } from '../helpers/fixture-cache';
import { startServer, type RunningServer } from '../helpers/server';
import { login, sendJson } from './api-helpers';

let server: RunningServer;
// TRUST_PROXY lets a test speak as the HTTPS proxy (X-Forwarded-Proto) without a certificate.
beforeAll(async () => {
  server = await startServer(copyFixture(inject('fixtureDir')), { TRUST_PROXY: '1' });
});
afterAll(() => server?.stop());

describe('CSRF: the Origin check on every non-GET request', () => {
  it('refuses JSON POST, PUT and DELETE from another origin or with none, with 403', async () => {
    const session = await signInAsAdmin(server.baseUrl);
    const foreign = { Origin: 'https://evil.example', Cookie: session.cookie };
    for (const [method, path, body] of [
      ['POST', '/api/admin/users', { username: 'mallory', email: 'm@example.com', password: 'x-y-z-123456' }],
      ['PUT', '/api/admin/change-password', { currentPassword: FIXTURE_ADMIN.password, newPassword: 'hijacked-1', confirmPassword: 'hijacked-1' }],
      ['DELETE', '/api/admin/users/00000000-0000-4000-8000-000000000001', undefined],
      ['POST', '/api/admin/login', { username: 'admin', password: FIXTURE_ADMIN.password }],
    ] as const) {
      const res = await sendJson(server.baseUrl, method, path, body, foreign);
      expect(res.status, `${method} ${path}`).toBe(403);
      // A bodiless DELETE is refused earlier by Astro's own checkOrigin (plain text); JSON writes by ours.
      if (body) expect(res.body).toEqual({ error: 'Cross-site request refused' });
    }
    const noOrigin = await fetch(`${server.baseUrl}/api/admin/users`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: session.cookie },
      body: '{}',
    });
    expect(noOrigin.status).toBe(403);
    const nullOrigin = await sendJson(server.baseUrl, 'PUT', '/api/admin/change-password', {}, { Origin: 'null', Cookie: session.cookie });
    expect(nullOrigin.status).toBe(403);
    // The account is untouched: the old password still works.
    expect((await login(server.baseUrl, { username: 'admin', password: FIXTURE_ADMIN.password })).status).toBe(200);
    expect((await (await session.fetch('/api/admin/users')).json()).map((u: { username: string }) => u.username)).not.toContain('mallory');
  });

  it('compares the whole origin with SITE_URL: our host with another scheme or port is refused', async () => {
    const session = await signInAsAdmin(server.baseUrl);
    const { host, hostname, port } = new URL(server.baseUrl);
    for (const origin of [`https://${host}`, `http://${hostname}:${Number(port) + 1}`, `http://localhost:${port}`]) {
      const res = await sendJson(server.baseUrl, 'PUT', '/api/admin/change-password', {}, { Origin: origin, Cookie: session.cookie });
      expect(res.status, origin).toBe(403);
    }
    // The same request from our own origin gets past the check (and fails on its empty body).
    expect((await sendJson(server.baseUrl, 'PUT', '/api/admin/change-password', {}, { Cookie: session.cookie })).status).toBe(400);
  });

  it('lets the Stripe webhook through without an Origin (its signature is its check)', async () => {
    const res = await fetch(`${server.baseUrl}/api/stripe/webhook`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(res.status).not.toBe(403);
  });
});

describe('request bodies', () => {
  it('are refused with 413 above the limit before being read, and 411 when their length is unknown', async () => {
    const big = await fetch(`${server.baseUrl}/api/admin/login`, {
      method: 'POST',
      headers: { Origin: server.baseUrl, 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'x'.repeat(200_000) }),
    });
    expect(big.status).toBe(413);
    expect((await big.json()).error).toMatch(/too large/);
    const stream = new ReadableStream({ start: (c) => (c.enqueue(new TextEncoder().encode('{"username":"a","password":"b"}')), c.close()) });
    const chunked = await fetch(`${server.baseUrl}/api/admin/login`, {
      method: 'POST',
      headers: { Origin: server.baseUrl, 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(411);
  });
});

describe('security headers', () => {
  it('pages carry a CSP without unsafe-inline scripts, frame-ancestors, object-src and base-uri none', async () => {
    for (const path of ['/', '/admin/login', '/nl/admin-login']) {
      const res = await fetch(`${server.baseUrl}${path}`);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc).toContain("'sha256-");
      expect(scriptSrc).not.toContain('unsafe-inline');
      // No analytics id here: the policy names no Google host at all.
      expect(csp).not.toMatch(/google/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('strict-transport-security')).toBeNull(); // plain HTTP
    }
    const publicPage = await fetch(`${server.baseUrl}/`);
    expect(publicPage.headers.get('cache-control') ?? '').not.toContain('no-store');
  });

  it('pages name the Google tag hosts in their CSP only when analytics is configured', async () => {
    const withAnalytics = await startServer(copyFixture(inject('fixtureDir')), { PUBLIC_ANALYTICS_ID: 'G-TEST12345' });
    try {
      const csp = (await fetch(`${withAnalytics.baseUrl}/restaurants`)).headers.get('content-security-policy') ?? '';
      expect(/script-src ([^;]*)/.exec(csp)?.[1]).toContain('https://www.googletagmanager.com');
      expect(/connect-src ([^;]*)/.exec(csp)?.[1]).toContain('https://*.google-analytics.com');
    } finally {
      await withAnalytics.stop();
    }
  });

  it('admin pages and admin API answers are never stored', async () => {
    for (const path of ['/admin/login', '/admin-login', '/nl/admin/login', '/admin', '/api/admin/me']) {
      const res = await fetch(`${server.baseUrl}${path}`, { redirect: 'manual' });
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
    const api = await fetch(`${server.baseUrl}/api/admin/me`);
    expect(api.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('over HTTPS: HSTS, and cookies that are Secure with the __Host- prefix', async () => {
    const https = { 'X-Forwarded-Proto': 'https' };
    const page = await fetch(`${server.baseUrl}/`, { headers: https });
    expect(page.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    const res = await login(server.baseUrl, { username: 'admin', password: FIXTURE_ADMIN.password }, https);
    expect(res.status).toBe(200);
    const cookie = res.cookies.get('__Host-guide_session');
    expect(cookie?.value).toMatch(/^[a-z2-7]{32}$/);
    expect(cookie!.attributes).toMatch(/Secure/i);
    expect(cookie!.attributes).toMatch(/HttpOnly/i);
    expect(cookie!.attributes).toMatch(/SameSite=Lax/i);
    expect(cookie!.attributes).toMatch(/Path=\//);
    expect(cookie!.attributes).not.toMatch(/Domain=/i);
    const me = await fetch(`${server.baseUrl}/api/admin/me`, { headers: { ...https, Cookie: `__Host-guide_session=${cookie!.value}` } });
    expect(me.status).toBe(200);
    // The unprefixed name is not accepted over HTTPS (a sibling subdomain could set it).
    const plain = await fetch(`${server.baseUrl}/api/admin/me`, { headers: { ...https, Cookie: `guide_session=${cookie!.value}` } });
    expect(plain.status).toBe(401);
  });
});
