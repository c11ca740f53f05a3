/** Without Stripe keys the site keeps working: card payments are offered as unavailable and the endpoints answer 503. */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { copyFixture } from '../helpers/fixture';
import { startServer, type RunningServer } from '../helpers/server';
import { cardRequest } from './helpers';

let server: RunningServer;
let dataDir: string;
beforeAll(async () => {
  dataDir = copyFixture(inject('fixtureDir'));
  server = await startServer(dataDir, { STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '', STRIPE_API_BASE: '' });
});
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('without Stripe configuration', () => {
  it('answers 503 with an error on the card endpoints', async () => {
    const create = await fetch(`${server.baseUrl}/api/create-stripe-checkout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.baseUrl },
      body: JSON.stringify(cardRequest()),
    });
    expect(create.status).toBe(503);
    expect(await create.json()).toEqual({ error: 'Card payments are not available' });
    const verify = await fetch(`${server.baseUrl}/api/stripe/success?session_id=cs_test_abc`);
    expect(verify.status).toBe(503);
    expect((await verify.json()).success).toBe(false);
    const hook = await fetch(`${server.baseUrl}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': 't=1,v1=x' },
      body: '{}',
    });
    expect(hook.status).toBe(503);
  });

  it('still serves the checkout, saying card payments are not available', async () => {
    const res = await fetch(`${server.baseUrl}/checkout?plan=event`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Card payments are not available at the moment. Please pay by bank transfer.');
    expect((await fetch(`${server.baseUrl}/contact`)).status).toBe(200);
  });
});
