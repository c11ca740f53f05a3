/** POST /api/create-stripe-checkout and GET /api/stripe/success against the local Stripe mock. */
import fs from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { copyFixture } from '../helpers/fixture';
import { getFreePort, startServer } from '../helpers/server';
import { cardRequest, sessionIdOf, startPaymentsRig, stripeEnv, type PaymentsRig } from './helpers';

/** The Checkout Session parameters the app sends, as the mock parsed them. */
interface SentParams {
  mode: string;
  locale: string;
  line_items: { quantity: string; price_data: { currency: string; unit_amount: string } }[];
  metadata: { orderId: string; planType: string };
  client_reference_id: string;
  success_url: string;
  cancel_url: string;
}

let rig: PaymentsRig;
beforeAll(async () => {
  rig = await startPaymentsRig(inject('fixtureDir'));
});
afterAll(() => rig?.stop());
beforeEach(() => {
  rig.mock.delayMs = 0;
  rig.mock.failStatus = null;
});

const PAYMENT_FAILED = 'There was an error processing your payment. Please try again.';

describe('creating a card checkout', () => {
  it('prices the session from the catalog, in USD, with the order in its metadata', async () => {
    const before = rig.mock.requests.length;
    const res = await rig.postJson('/api/create-stripe-checkout', cardRequest());
    expect(res.status).toBe(200);
    expect(res.body.checkoutUrl).toMatch(new RegExp(`^${rig.mock.url}/c/pay/cs_test_`));
    const sent = rig.mock.requests.slice(before).filter((r) => r.path === '/v1/checkout/sessions');
    expect(sent).toHaveLength(1);
    const params = sent[0].body as unknown as SentParams;
    expect(params.mode).toBe('payment');
    expect(params.line_items[0].price_data).toMatchObject({ currency: 'usd', unit_amount: '3300' });
    expect(params.line_items[0].quantity).toBe('1');
    const order = rig.orders().find((o) => o.id === params.metadata.orderId);
    expect(order).toMatchObject({
      status: 'pending',
      amount: 33,
      currency: 'USD',
      plan_type: 'event',
      payment_method: 'creditcard',
      business_name: 'Roti Shop Paramaribo',
      stripe_session_id: sessionIdOf(res.body.checkoutUrl ?? ''),
    });
    expect(params.client_reference_id).toBe(order?.id);
    expect(params.success_url).toBe(`${rig.server.baseUrl}/checkout/success?session_id={CHECKOUT_SESSION_ID}`);
    expect(params.cancel_url).toBe(`${rig.server.baseUrl}/checkout?plan=event&cancelled=${order?.id}`);
    expect(sent[0].headers['idempotency-key']).toBe(`checkout-${order?.id}`);
  });

  it('a payment cancelled at Stripe comes back to the form as it was sent, saying nothing was charged', async () => {
    const res = await rig.postJson('/api/create-stripe-checkout', cardRequest({ businessName: 'Cancelled Kaseko Bar', lang: 'nl' }));
    expect(res.status).toBe(200);
    const params = rig.mock.requests.at(-1)?.body as unknown as SentParams;
    const back = await fetch(params.cancel_url);
    expect(back.status).toBe(200);
    const html = await back.text();
    expect(html).toContain('Betaling geannuleerd — er is niets afgeschreven.');
    expect(html).toMatch(/name="businessName"[^>]*value="Cancelled Kaseko Bar"|value="Cancelled Kaseko Bar"[^>]*name="businessName"/);
    expect(html).toContain('value="owner@rotishop.example"');
    // Paid, or an unknown order: no claim that nothing was charged, and nobody else's details.
    const orderId = new URL(params.cancel_url).searchParams.get('cancelled')!;
    const stranger = await (await fetch(params.cancel_url.replace(orderId, crypto.randomUUID()))).text();
    expect(stranger).not.toContain('Betaling geannuleerd');
    expect(stranger).not.toContain('Cancelled Kaseko Bar');
    rig.mock.markPaid(sessionIdOf(res.body.checkoutUrl ?? ''));
    expect((await rig.getJson(`/api/stripe/success?session_id=${sessionIdOf(res.body.checkoutUrl ?? '')}`)).body).toMatchObject({ success: true });
    const afterPaid = await (await fetch(params.cancel_url)).text();
    expect(afterPaid).not.toContain('Betaling geannuleerd');
  });

  it('returns to the Dutch pages for a Dutch checkout and uses the plan price in USD', async () => {
    const res = await rig.postJson('/api/create-stripe-checkout', cardRequest({ planType: 'restaurant', amount: 26, lang: 'nl' }));
    expect(res.status).toBe(200);
    const params = rig.mock.requests.at(-1)?.body as unknown as SentParams;
    expect(params.line_items[0].price_data.unit_amount).toBe('2600');
    expect(params.success_url).toBe(`${rig.server.baseUrl}/nl/checkout/success?session_id={CHECKOUT_SESSION_ID}`);
    expect(params.locale).toBe('nl');
  });

  it.each([
    [{ amount: 1 }, 'The amount does not match the price of the plan: 33 USD'],
    [{ amount: 26 }, 'The amount does not match the price of the plan: 33 USD'],
    [{ amount: 1250 }, 'The amount does not match the price of the plan: 33 USD'],
    [{ planType: 'tour', amount: 33 }, 'The amount does not match the price of the plan: 26 USD'],
    [{ amount: 3300, lang: 'nl' }, 'Het bedrag klopt niet met de prijs van het pakket: 33 USD'],
    [{ currency: 'SRD', amount: 1250 }, 'Card payments are only available in USD'],
    [{ currency: 'EUR' }, 'Card payments are only available in USD'],
    [{ planType: 'premium' }, 'planType must be one of restaurant, tour, event'],
    [{ amount: '33' }, 'amount must be a number'],
    [{ businessName: 'R' }, 'Business name must be at least 2 characters'],
    [{ customerName: '' }, 'Contact name must be at least 2 characters'],
    [{ customerEmail: 'nope' }, 'Please enter a valid email address'],
    [{ phone: '123' }, 'Please enter a valid phone number'],
    [{ billingAddress: 'abc' }, 'Please enter a complete billing address'],
    [{ city: '' }, 'Please enter a city'],
    [{ phone: 12345678 }, 'Please enter a valid phone number'],
    [{ city: 'X', lang: 'nl' }, 'Vul een plaats in'],
  ])('refuses %o with 400 and no order or Stripe call', async (patch, error) => {
    const orders = rig.orders().length;
    const calls = rig.mock.requests.length;
    const res = await rig.postJson('/api/create-stripe-checkout', cardRequest(patch));
    expect(res).toEqual({ status: 400, body: { error } });
    expect(rig.orders()).toHaveLength(orders);
    expect(rig.mock.requests).toHaveLength(calls);
  });

  it("works with exactly the spec's body; the form's other fields are checked only when given", async () => {
    const spec = {
      planType: 'restaurant',
      amount: 26,
      currency: 'USD',
      customerEmail: 'chef@warung.example',
      customerName: 'Sari Kromo',
      businessName: 'Warung Spec',
    };
    const calls = rig.mock.requests.length;
    const res = await rig.postJson('/api/create-stripe-checkout', spec);
    expect(res.status).toBe(200);
    expect(res.body.checkoutUrl).toMatch(new RegExp(`^${rig.mock.url}/c/pay/cs_test_`));
    const params = rig.mock.requests.slice(calls).find((r) => r.path === '/v1/checkout/sessions')?.body as unknown as SentParams;
    expect(params.line_items[0].price_data).toMatchObject({ currency: 'usd', unit_amount: '2600' });
    const order = rig.orders().find((o) => o.business_name === 'Warung Spec') as unknown as Record<string, unknown>;
    expect(order).toMatchObject({
      status: 'pending',
      amount: 26,
      currency: 'USD',
      plan_type: 'restaurant',
      contact_name: 'Sari Kromo',
      email: 'chef@warung.example',
      phone: '',
      billing_address: '',
      city: '',
    });
    expect(order.stripe_session_id).toBe(sessionIdOf(res.body.checkoutUrl ?? ''));

    // JSON's null is 'not given' too; a given field must still be valid.
    expect((await rig.postJson('/api/create-stripe-checkout', { ...spec, businessName: 'Warung Null', phone: null, city: null })).status).toBe(200);
    expect(await rig.postJson('/api/create-stripe-checkout', { ...spec, phone: '12' })).toEqual({
      status: 400,
      body: { error: 'Please enter a valid phone number' },
    });
  });

  it('refuses a body that is not JSON', async () => {
    const res = await fetch(`${rig.server.baseUrl}/api/create-stripe-checkout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: rig.server.baseUrl },
      body: '{"planType":',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('The request body must be JSON');
  });

  it('answers Payment Failed and keeps the order pending when Stripe errors', async () => {
    rig.mock.failStatus = 500;
    const before = rig.orders().length;
    const res = await rig.postJson('/api/create-stripe-checkout', cardRequest({ businessName: 'Stripe Error Bar' }));
    expect(res).toEqual({ status: 502, body: { error: PAYMENT_FAILED } });
    const order = rig.orders().find((o) => o.business_name === 'Stripe Error Bar');
    expect(rig.orders()).toHaveLength(before + 1);
    expect(order).toMatchObject({ status: 'pending', stripe_session_id: null });
  });

  it('answers Payment Failed when Stripe times out', async () => {
    rig.mock.delayMs = 4000; // the server's Stripe timeout is 1 s
    const res = await rig.postJson('/api/create-stripe-checkout', cardRequest({ businessName: 'Slow Stripe Cafe' }));
    expect(res).toEqual({ status: 502, body: { error: PAYMENT_FAILED } });
    expect(rig.orders().find((o) => o.business_name === 'Slow Stripe Cafe')?.status).toBe('pending');
  });

  it('answers Payment Failed when nothing listens at the Stripe address', async () => {
    const closedPort = await getFreePort();
    const dataDir = copyFixture(inject('fixtureDir'));
    const down = await startServer(dataDir, stripeEnv(`http://127.0.0.1:${closedPort}`));
    try {
      const res = await fetch(`${down.baseUrl}/api/create-stripe-checkout`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: down.baseUrl },
        body: JSON.stringify(cardRequest()),
      });
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({ error: PAYMENT_FAILED });
      const verify = await fetch(`${down.baseUrl}/api/stripe/success?session_id=cs_test_abc123`);
      expect(verify.status).toBe(502);
      expect((await verify.json()).success).toBe(false);
    } finally {
      await down.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('verifying a payment on the success page', () => {
  it('activates only once Stripe says the session is paid', async () => {
    const created = await rig.postJson('/api/create-stripe-checkout', cardRequest({ planType: 'tour', amount: 26, businessName: 'River Tours' }));
    const sessionId = sessionIdOf(created.body.checkoutUrl ?? '');
    const unpaid = await rig.getJson(`/api/stripe/success?session_id=${sessionId}`);
    expect(unpaid).toEqual({
      status: 200,
      body: { success: false, planType: 'tour', businessName: 'River Tours', error: 'Your payment has not been completed.' },
    });
    expect(rig.orders().find((o) => o.stripe_session_id === sessionId)?.status).toBe('pending');

    rig.mock.markPaid(sessionId);
    const paid = await rig.getJson(`/api/stripe/success?session_id=${sessionId}`);
    expect(paid).toEqual({
      status: 200,
      body: { success: true, planType: 'tour', businessName: 'River Tours', error: null, renewal: false, editorPath: expect.stringMatching(/^\/listing\//) },
    });
    const order = rig.orders().find((o) => o.stripe_session_id === sessionId);
    expect(order?.status).toBe('active');
    expect(order?.paid_at).toBe(order?.activated_at);
    const start = new Date(order?.activated_at ?? 0);
    const end = new Date(order?.listing_ends_at ?? 0);
    expect((end.getUTCFullYear() - start.getUTCFullYear()) * 12 + end.getUTCMonth() - start.getUTCMonth()).toBe(3);
    expect(Date.now() - start.getTime()).toBeLessThan(60_000);

    const again = await rig.getJson(`/api/stripe/success?session_id=${sessionId}`);
    expect(again.body.success).toBe(true);
    expect(rig.orders().find((o) => o.stripe_session_id === sessionId)?.activated_at).toBe(order?.activated_at);
  });

  it('never activates a paid session whose amount differs from the order', async () => {
    const created = await rig.postJson('/api/create-stripe-checkout', cardRequest({ businessName: 'Tampered Amount' }));
    const sessionId = sessionIdOf(created.body.checkoutUrl ?? '');
    Object.assign(rig.mock.markPaid(sessionId), { amount_total: 100 });
    const res = await rig.getJson(`/api/stripe/success?session_id=${sessionId}`);
    expect(res.body.success).toBe(false);
    expect(rig.orders().find((o) => o.stripe_session_id === sessionId)?.status).toBe('pending');
  });

  it.each([
    ['', 400, 'No session ID found'],
    ['?session_id=', 400, 'No session ID found'],
    ['?session_id=pi_123', 400, 'The session ID is not valid'],
    ['?session_id=cs_test_unknown1', 404, 'This payment session was not found.'],
    ['?session_id=cs_test_unknown1&lang=nl', 404, 'Deze betaalsessie is niet gevonden.'],
  ])('answers %s with %i', async (query, status, error) => {
    const res = await rig.getJson(`/api/stripe/success${query}`);
    expect(res).toEqual({ status, body: { success: false, planType: null, businessName: null, error } });
  });
});
