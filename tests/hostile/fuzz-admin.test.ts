/**
 * Every admin API endpoint (discovered from src/pages/api/admin) under random and malformed input,
 * signed in as an admin: never a 5xx or a stack trace, 4xx answers are JSON `{ error }`, refused
 * requests leave the database as it was. Login and logout run last (they end or lock sessions).
 */
import { describe, expect, it } from 'vitest';
import { discoverEndpoints, type Endpoint } from './endpoints';
import { fuzzEndpoint, RUNS } from './fuzz';
import { useHostileServer } from './hostile-server';

const SESSION_ENDERS = ['POST /api/admin/logout', 'POST /api/admin/login'];
const all = discoverEndpoints().filter((e) => e.admin);
const name = (e: Endpoint) => `${e.method} ${e.template}`;
const signedIn = all.filter((e) => !SESSION_ENDERS.includes(name(e)));
const enders = SESSION_ENDERS.map((n) => all.find((e) => name(e) === n)).filter((e): e is Endpoint => Boolean(e));

const { server, fingerprint, admin: headers } = useHostileServer();

describe('admin API under hostile input', () => {
  it('finds the admin endpoints', () => {
    expect(all.length).toBeGreaterThanOrEqual(20);
    expect(all.map(name)).toEqual(expect.arrayContaining(['POST /api/admin/restaurants', 'PUT /api/admin/upload/[objectId]', ...SESSION_ENDERS]));
  });

  it.each(signedIn.map((e) => [name(e), e] as const))(`%s answers ${RUNS} hostile requests safely`, async (_name, endpoint) => {
    await fuzzEndpoint({ baseUrl: server.baseUrl, headers, fingerprint }, endpoint);
  });

  it('kept the session through the fuzzing, so the requests above were checked signed in', async () => {
    const me = await fetch(`${server.baseUrl}/api/admin/me`, { headers });
    expect(me.status).toBe(200);
  });

  it.each(enders.map((e) => [name(e), e] as const))(`%s answers ${RUNS} hostile requests safely (last)`, async (_name, endpoint) => {
    await fuzzEndpoint({ baseUrl: server.baseUrl, headers, fingerprint }, endpoint);
  });
});
