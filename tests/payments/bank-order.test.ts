/**
 * POST /api/bank-transfer/order (issue 14, item 15): the bank-transfer screen makes the order when
 * it is first shown, awaiting payment, with an order number to quote; the same idempotency key
 * gets the same order back, and a key used for other details is a conflict.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bankForm, requestBankOrder, startPaymentsRig, stripeEnv, type PaymentsRig } from './helpers';

let rig: PaymentsRig;
beforeAll(async () => {
  rig = await startPaymentsRig(inject('fixtureDir'));
});
afterAll(() => rig?.stop());

const order = (patch: Record<string, unknown> = {}) => ({ planType: 'event', form: bankForm(), idempotencyKey: crypto.randomUUID(), ...patch });

describe('bank-transfer order', () => {
  it('makes an order awaiting payment with a short order number, and the same order for the same key', async () => {
    const body = order({ form: bankForm({ businessName: 'Paramaribo Nights' }) });
    const first = await requestBankOrder(rig.server.baseUrl, body);
    expect(first).toEqual({
      status: 201,
      body: {
        orderId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        orderNumber: expect.stringMatching(/^SG-[A-HJKMNP-Z2-9]{5}$/),
        planType: 'event',
        currency: 'SRD',
        amount: 1250,
        status: 'awaiting_payment',
      },
    });
    const row = rig.orders().find((o) => o.id === first.body.orderId);
    expect(row).toMatchObject({
      status: 'awaiting_payment',
      business_name: 'Paramaribo Nights',
      payment_method: 'banktransfer',
      receipt_path: null,
      locale: 'en',
    });
    for (let i = 0; i < 3; i++) expect(await requestBankOrder(rig.server.baseUrl, body)).toEqual({ status: 200, body: first.body });
    expect(rig.orders().filter((o) => o.business_name === 'Paramaribo Nights')).toHaveLength(1);
  });

  it('takes the key from the Idempotency-Key header too', async () => {
    const key = crypto.randomUUID();
    const { idempotencyKey: _unused, ...body } = order({ form: bankForm({ businessName: 'Header Key Bar' }) });
    const first = await requestBankOrder(rig.server.baseUrl, body, '?lang=nl', { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    expect(await requestBankOrder(rig.server.baseUrl, { ...body, idempotencyKey: key })).toEqual({ status: 200, body: first.body });
    expect(rig.orders().find((o) => o.id === first.body.orderId)?.locale).toBe('nl');
  });

  it('answers 409 for a key used for other details, without that order', async () => {
    const body = order();
    const first = await requestBankOrder(rig.server.baseUrl, body);
    const other = await requestBankOrder(rig.server.baseUrl, { ...body, planType: 'tour' });
    expect(other).toEqual({ status: 409, body: { error: 'This idempotency key was already used for a different order' } });
    expect(JSON.stringify(other.body)).not.toContain(String(first.body.orderId));
  });

  it('prices in USD from the catalog', async () => {
    const res = await requestBankOrder(rig.server.baseUrl, order({ planType: 'tour', form: bankForm({ currency: 'USD' }) }));
    expect(res.body).toMatchObject({ amount: 26, currency: 'USD', planType: 'tour' });
  });

  it.each([
    ['no key', { idempotencyKey: undefined }, 'idempotencyKey must be 16 to 100 letters, digits, - or _'],
    ['a short key', { idempotencyKey: 'abc' }, 'idempotencyKey must be 16 to 100 letters, digits, - or _'],
    ['a key with spaces', { idempotencyKey: 'a key with spaces in it' }, 'idempotencyKey must be 16 to 100 letters, digits, - or _'],
    ['an unknown plan', { planType: 'gold' }, 'planType must be one of restaurant, tour, event'],
    ['no form', { form: undefined }, 'form must be the checkout form as an object'],
    ['a form that is a string', { form: 'x' }, 'form must be the checkout form as an object'],
    ['an invalid form', { form: bankForm({ email: 'nope' }) }, 'The checkout details are missing or not valid: Please enter a valid email address'],
    ['a card payment', { form: bankForm({ currency: 'USD', paymentMethod: 'creditcard' }) }, 'Receipts are only accepted for bank transfers'],
  ])('refuses %s with 400', async (_label, patch, error) => {
    const before = rig.orders().length;
    expect(await requestBankOrder(rig.server.baseUrl, order(patch))).toEqual({ status: 400, body: { error } });
    expect(rig.orders()).toHaveLength(before);
  });

  it('refuses a body that is not JSON, and a cross-site request', async () => {
    const text = await fetch(`${rig.server.baseUrl}/api/bank-transfer/order`, {
      method: 'POST',
      headers: { Origin: rig.server.baseUrl, 'Content-Type': 'text/plain' },
      body: 'x',
    });
    expect(text.status).toBe(415);
    const broken = await fetch(`${rig.server.baseUrl}/api/bank-transfer/order`, {
      method: 'POST',
      headers: { Origin: rig.server.baseUrl, 'Content-Type': 'application/json' },
      body: '{',
    });
    expect(broken.status).toBe(400);
    const foreign = await fetch(`${rig.server.baseUrl}/api/bank-transfer/order`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json' },
      body: JSON.stringify(order()),
    });
    expect(foreign.status).toBe(403);
  });

  it('counts new orders, not replays, against the per-email checkout limit', async () => {
    const limited = await startPaymentsRig(inject('fixtureDir'), (m) => stripeEnv(m.url, { RATE_LIMIT_CHECKOUT_EMAIL: '2/600' }));
    try {
      const form = bankForm({ email: 'flood@limit.example' });
      const first = order({ form });
      expect((await requestBankOrder(limited.server.baseUrl, first)).status).toBe(201);
      expect((await requestBankOrder(limited.server.baseUrl, order({ form }))).status).toBe(201);
      // Showing the screen again is free; a third new order for the address is not.
      expect((await requestBankOrder(limited.server.baseUrl, first)).status).toBe(200);
      const res = await fetch(`${limited.server.baseUrl}/api/bank-transfer/order?lang=nl`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: limited.server.baseUrl },
        body: JSON.stringify(order({ form })),
      });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await res.json()).toEqual({ error: expect.stringMatching(/^Te veel verzoeken voor dit e-mailadres/) });
      expect(limited.orders().filter((o) => o.business_name === 'Jungle Trails N.V.')).toHaveLength(2);
    } finally {
      await limited.stop();
    }
  });
});
