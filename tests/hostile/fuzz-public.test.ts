/**
 * Every public API endpoint (discovered from src/pages/api) under random and malformed input:
 * never a 5xx or a stack trace, 4xx answers are JSON `{ error }`, and refused requests leave the
 * database as it was. HOSTILE_RUNS raises the number of requests per endpoint.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { discoverEndpoints } from './endpoints';
import { fuzzEndpoint, RUNS } from './fuzz';
import { startPublicTarget, type PublicTarget } from './public-target';

const endpoints = discoverEndpoints().filter((e) => !e.admin);
let target: PublicTarget;

beforeAll(async () => {
  target = await startPublicTarget(inject('fixtureDir'));
});
afterAll(() => target?.stop());

describe('public API under hostile input', () => {
  it('finds the public endpoints', () => {
    expect(endpoints.map((e) => `${e.method} ${e.template}`)).toEqual(
      expect.arrayContaining([
        'GET /api/restaurants',
        'GET /api/tours/[id]',
        'POST /api/create-stripe-checkout',
        'POST /api/bank-transfer/receipt',
        'POST /api/stripe/webhook',
      ]),
    );
  });

  it.each(endpoints.map((e) => [`${e.method} ${e.template}`, e] as const))(`%s answers ${RUNS} hostile requests safely`, async (_name, endpoint) => {
    await fuzzEndpoint({ baseUrl: target.server.baseUrl, headers: { Origin: target.server.baseUrl }, fingerprint: target.fingerprint }, endpoint);
  });
});
