/** POST /api/stripe/webhook: signature checks on the raw body, and fulfilment that activates exactly once. */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cardRequest, sessionIdOf, startPaymentsRig, WEBHOOK_SECRET, type ApiAnswer, type PaymentsRig } from './helpers';

let rig: PaymentsRig;
beforeAll(async () => {
  rig = await startPaymentsRig(inject('fixtureDir'));
});
afterAll(() => rig?.stop());

function postWebhook(payload: string, signature: string | null): Promise<ApiAnswer> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (signature !== null) headers['Stripe-Signature'] = signature;
  return fetch(`${rig.server.baseUrl}/api/stripe/webhook`, { method: 'POST', headers, body: payload }).then(async (res) => ({
    status: res.status,
    body: await res.json(),
  }));
}

async function newSession(businessName: string): Promise<string> {
  const res = await rig.postJson('/api/create-stripe-checkout', cardRequest({ businessName }));
  expect(res.status).toBe(200);
  return sessionIdOf(res.body.checkoutUrl ?? '');
}

const orderOf = (sessionId: string) => rig.orders().find((o) => o.stripe_session_id === sessionId);
const activationLogs = (sessionId: string) =>
  rig.server
    .output()
    .split('\n')
    .filter((l) => l.includes('"event":"listing_activated"') && l.includes(sessionId)).length;

describe('webhook signatures', () => {
  it('refuses a signature made with another secret', async () => {
    const sessionId = await newSession('Bad Signature Bar');
    const { payload, header } = rig.mock.signEvent('checkout.session.completed', rig.mock.markPaid(sessionId), 'whsec_someoneelse');
    expect(await postWebhook(payload, header)).toEqual({ status: 400, body: { error: 'Invalid signature' } });
    expect(orderOf(sessionId)?.status).toBe('pending');
  });

  it('refuses a body changed after signing', async () => {
    const sessionId = await newSession('Tampered Body Bar');
    const session = rig.mock.markPaid(sessionId);
    const { payload, header } = rig.mock.signEvent('checkout.session.completed', { ...session, payment_status: 'unpaid' }, WEBHOOK_SECRET);
    const tampered = payload.replace('"payment_status":"unpaid"', '"payment_status":"paid"');
    expect(tampered).not.toBe(payload);
    expect(await postWebhook(tampered, header)).toEqual({ status: 400, body: { error: 'Invalid signature' } });
    expect(orderOf(sessionId)?.status).toBe('pending');
  });

  it('refuses an old timestamp (replayed capture)', async () => {
    const sessionId = await newSession('Old Timestamp Bar');
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    const { payload, header } = rig.mock.signEvent('checkout.session.completed', rig.mock.markPaid(sessionId), WEBHOOK_SECRET, tenMinutesAgo);
    expect(await postWebhook(payload, header)).toEqual({ status: 400, body: { error: 'Invalid signature' } });
    expect(orderOf(sessionId)?.status).toBe('pending');
  });

  it('refuses a missing or malformed signature header', async () => {
    const { payload } = rig.mock.signEvent('checkout.session.completed', { id: 'cs_test_x' }, WEBHOOK_SECRET);
    expect((await postWebhook(payload, null)).status).toBe(400);
    expect((await postWebhook(payload, 'garbage')).status).toBe(400);
    expect((await postWebhook(payload, 't=1,v1=00')).status).toBe(400);
  });
});

describe('fulfilment', () => {
  it('activates exactly once under ten replays racing the success page', async () => {
    const sessionId = await newSession('Replay Lounge');
    const { payload, header } = rig.mock.signEvent('checkout.session.completed', rig.mock.markPaid(sessionId), WEBHOOK_SECRET);
    const replays = Array.from({ length: 10 }, () => postWebhook(payload, header));
    const successPage = rig.getJson(`/api/stripe/success?session_id=${sessionId}`);
    const [page, ...hooks] = await Promise.all([successPage, ...replays]);
    expect(page.body).toMatchObject({ success: true, planType: 'event', businessName: 'Replay Lounge' });
    for (const hook of hooks) expect(hook.status).toBe(200);
    const activatedByHooks = hooks.filter((h) => h.body.activated === true).length;
    expect(activatedByHooks).toBeLessThanOrEqual(1);
    expect(activationLogs(sessionId)).toBe(1);
    const order = orderOf(sessionId);
    expect(order?.status).toBe('active');

    // Later replays change nothing either.
    const late = await postWebhook(payload, header);
    expect(late.body).toMatchObject({ received: true, activated: false, outcome: 'already_done' });
    expect(orderOf(sessionId)).toEqual(order);
    expect(activationLogs(sessionId)).toBe(1);
  });

  it('fulfils checkout.session.async_payment_succeeded', async () => {
    const sessionId = await newSession('Async Pay Shop');
    const { payload, header } = rig.mock.signEvent('checkout.session.async_payment_succeeded', rig.mock.markPaid(sessionId), WEBHOOK_SECRET);
    expect((await postWebhook(payload, header)).body).toMatchObject({ received: true, activated: true });
    expect(orderOf(sessionId)?.status).toBe('active');
  });

  it('never activates an unpaid session', async () => {
    const sessionId = await newSession('Unpaid Diner');
    const unpaid = rig.mock.sessions.get(sessionId);
    expect(unpaid?.payment_status).toBe('unpaid');
    // A completed session can still be unpaid (delayed payment methods): no activation.
    const completed = rig.mock.signEvent('checkout.session.completed', { ...unpaid, status: 'complete' }, WEBHOOK_SECRET);
    expect((await postWebhook(completed.payload, completed.header)).body).toMatchObject({ received: true, activated: false, outcome: 'unpaid' });
    const expired = rig.mock.signEvent('checkout.session.expired', { ...unpaid, status: 'expired' }, WEBHOOK_SECRET);
    expect((await postWebhook(expired.payload, expired.header)).body).toEqual({ received: true, activated: false });
    const page = await rig.getJson(`/api/stripe/success?session_id=${sessionId}`);
    expect(page.body.success).toBe(false);
    expect(orderOf(sessionId)).toMatchObject({ status: 'pending', activated_at: null, paid_at: null, listing_ends_at: null });
    expect(activationLogs(sessionId)).toBe(0);
  });

  it('acknowledges a paid session it has no order for without activating anything', async () => {
    const { payload, header } = rig.mock.signEvent(
      'checkout.session.completed',
      { id: 'cs_test_foreign1', object: 'checkout.session', payment_status: 'paid', amount_total: 3300, currency: 'usd', metadata: {} },
      WEBHOOK_SECRET,
    );
    const before = rig.orders().filter((o) => o.status === 'active').length;
    expect((await postWebhook(payload, header)).body).toMatchObject({ received: true, activated: false, outcome: 'not_found' });
    expect(rig.orders().filter((o) => o.status === 'active')).toHaveLength(before);
  });
});
