/**
 * Every public API endpoint (discovered from src/pages/api) under random and malformed input:
 * never a 5xx or a stack trace, 4xx answers are JSON `{ error }`, and refused requests leave the
 * database as it was. HOSTILE_RUNS raises the number of requests per endpoint.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { copyFixture } from '../helpers/fixture';
import { startServer, type RunningServer } from '../helpers/server';
import { startStripeMock, type StripeMock } from '../helpers/stripe-mock';
import { openFingerprinter, type Fingerprinter } from './db-fingerprint';
import { discoverEndpoints } from './endpoints';
import { fuzzEndpoint, RUNS } from './fuzz';

const endpoints = discoverEndpoints().filter((e) => !e.admin);
let server: RunningServer;
let stripe: StripeMock;
let fingerprint: Fingerprinter;

beforeAll(async () => {
  stripe = await startStripeMock();
  const dataDir = copyFixture(inject('fixtureDir'));
  server = await startServer(dataDir, {
    STRIPE_SECRET_KEY: 'sk_test_localmock',
    STRIPE_WEBHOOK_SECRET: 'whsec_localmock',
    STRIPE_API_BASE: stripe.url,
    RATE_LIMIT_RECEIPTS: '100000/60',
    RATE_LIMIT_CHECKOUT: '100000/60',
  });
  fingerprint = openFingerprinter(dataDir);
});
afterAll(async () => {
  fingerprint?.close();
  await server?.stop();
  await stripe?.close();
});

describe('public API under hostile input', () => {
  it('finds the public endpoints', () => {
    expect(endpoints.map((e) => `${e.method} ${e.template}`)).toEqual(
      expect.arrayContaining(['GET /api/restaurants', 'GET /api/tours/[id]', 'POST /api/create-stripe-checkout', 'POST /api/bank-transfer/receipt', 'POST /api/stripe/webhook']),
    );
  });

  it.each(endpoints.map((e) => [`${e.method} ${e.template}`, e] as const))(`%s answers ${RUNS} hostile requests safely`, async (_name, endpoint) => {
    await fuzzEndpoint({ baseUrl: server.baseUrl, headers: { Origin: server.baseUrl }, fingerprint }, endpoint);
  });
});
