/**
 * The checkout and bank-transfer pages take the forms a browser without JavaScript posts: checked
 * with the shared schema, refused with the spec's messages in the page's language, never a 5xx,
 * and nothing stored unless the whole write succeeds. (e2e/checkout-no-js.spec.ts walks it in Chromium.)
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { copyFixture } from '../helpers/fixture';
import { startServer } from '../helpers/server';
import { sendRaw } from '../hostile/raw-http';
import { bankForm, makeBankOrder, RECEIPT_PNG as PNG, startPaymentsRig, TEST_RATE_LIMITS, type PaymentsRig } from './helpers';

let rig: PaymentsRig;
beforeAll(async () => {
  rig = await startPaymentsRig(inject('fixtureDir'));
});
afterAll(() => rig?.stop());

function postForm(p: string, fields: Record<string, string>, headers: Record<string, string> = {}, baseUrl = rig.server.baseUrl) {
  return fetch(`${baseUrl}${p}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: baseUrl, 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields),
  });
}

function postReceipt(p: string, fields: Record<string, string>, file: Buffer | null = null) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  if (file) body.set('receipt', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'receipt.png');
  return fetch(`${rig.server.baseUrl}${p}`, { method: 'POST', redirect: 'manual', headers: { Origin: rig.server.baseUrl }, body });
}

const asText = (form: Record<string, unknown>) => Object.fromEntries(Object.entries(form).map(([k, v]) => [k, String(v)]));
const receiptFiles = () => (fs.existsSync(path.join(rig.dataDir, 'receipts')) ? fs.readdirSync(path.join(rig.dataDir, 'receipts')).length : 0);

describe('the checkout form posted to the page', () => {
  it('answers 400 with the spec messages in Dutch on the Dutch page, storing nothing', async () => {
    const before = rig.orders().length;
    const res = await postForm(
      '/nl/checkout?plan=tour',
      asText(bankForm({ businessName: 'X', email: 'geen-adres', currency: 'SRD', paymentMethod: 'creditcard' })),
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('De bedrijfsnaam moet minstens 2 tekens hebben');
    expect(html).toContain('Vul een geldig e-mailadres in');
    expect(html).toContain('Met een creditcard betaal je alleen in USD');
    expect(html).toContain('value="geen-adres"');
    expect(rig.orders().length).toBe(before);
  });

  it('sends a valid card payment to the Stripe session with 303, priced from the catalog', async () => {
    const res = await postForm('/checkout?plan=restaurant', asText(bankForm({ businessName: 'Post Card Café', currency: 'USD', paymentMethod: 'creditcard' })));
    expect(res.status).toBe(303);
    const location = res.headers.get('location') ?? '';
    expect(location).toMatch(new RegExp(`^${rig.mock.url}/c/pay/cs_test_`));
    const order = rig.orders().find((o) => o.business_name === 'Post Card Café');
    expect(order).toMatchObject({ status: 'pending', amount: 26, currency: 'USD', stripe_session_id: location.split('/').pop() });
    // The page allows that form to go on to the hosted page, and only that page does.
    const page = await fetch(`${rig.server.baseUrl}/checkout?plan=restaurant`);
    expect(page.headers.get('content-security-policy')).toMatch(
      new RegExp(`form-action 'self' https://checkout\\.stripe\\.com ${rig.mock.url.replace(/\./g, '\\.')}`),
    );
    expect((await fetch(`${rig.server.baseUrl}/contact`)).headers.get('content-security-policy')).toMatch(/form-action 'self';/);
  });

  it('answers a bank transfer with its order awaiting payment and the bank-transfer screen quoting the order number', async () => {
    const orderKey = crypto.randomUUID();
    const res = await postForm('/checkout?plan=event', { ...asText(bankForm({ businessName: 'Bank Post Bar' })), orderKey });
    expect(res.status).toBe(200);
    const html = await res.text();
    const order = rig.orders().find((o) => o.business_name === 'Bank Post Bar');
    expect(order).toMatchObject({ status: 'awaiting_payment', amount: 1250, currency: 'SRD', plan_type: 'event', receipt_path: null });
    const { order_number: number } = rig.orders().find((o) => o.id === order?.id) as unknown as { order_number: string };
    expect(html).toContain('SRD 1,250');
    // The value sits in the row's value box (a busy-state span inside it, issue 21's copy row).
    expect(html).toMatch(new RegExp(`data-testid="payment-reference"[^>]*>(?:<span[^>]*>)?${number}<`));
    expect(html).toContain(`<form action="/checkout/bank-transfer?order=${order?.id}&amp;plan=event" encType="multipart/form-data" method="post">`);
    expect(html).toContain(`name="orderId" value="${order?.id}"`);
    expect(html).not.toContain('Bank Post Bar');
    // The browser sends the form again (reload): the same order, not a second one.
    const again = await postForm('/checkout?plan=event', { ...asText(bankForm({ businessName: 'Bank Post Bar' })), orderKey });
    expect(await again.text()).toContain(`name="orderId" value="${order?.id}"`);
    // Back and changed: the key no longer fits, so a new order.
    const changed = await postForm('/checkout?plan=event', { ...asText(bankForm({ businessName: 'Bank Post Bar', city: 'Nieuw Nickerie' })), orderKey });
    expect(changed.status).toBe(200);
    expect(rig.orders().filter((o) => o.business_name === 'Bank Post Bar')).toHaveLength(2);
  });

  it('gives every checkout form a fresh hidden order key', async () => {
    const keys = await Promise.all(
      [0, 1].map(async () => /name="orderKey" value="([0-9a-f]{32})"/.exec(await (await fetch(`${rig.server.baseUrl}/checkout?plan=tour`)).text())?.[1]),
    );
    expect(keys[0]).toBeTruthy();
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('shows No Plan Selected for a post without a known plan, and reads a body it cannot parse as an empty form', async () => {
    const noPlan = await postForm('/checkout?plan=gold', asText(bankForm()));
    expect(noPlan.status).toBe(400);
    expect(await noPlan.text()).toContain('No Plan Selected');
    const garbled = await fetch(`${rig.server.baseUrl}/checkout?plan=tour`, {
      method: 'POST',
      headers: { Origin: rig.server.baseUrl, 'Content-Type': 'multipart/form-data; boundary=x' },
      body: 'not multipart at all',
    });
    expect(garbled.status).toBe(400);
    expect(await garbled.text()).toContain('The form could not be read. Please fill it in again.');
  });

  it('refuses a form posted from another site', async () => {
    const res = await postForm('/checkout?plan=tour', asText(bankForm()), { Origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });
});

describe('the receipt form posted to the bank-transfer page', () => {
  it('attaches the receipt to the order and answers 303 to the confirmation, on both addresses', async () => {
    for (const p of ['/checkout/bank-transfer', '/nl/bank-transfer-checkout']) {
      const { orderId } = await makeBankOrder(rig.server.baseUrl, 'tour', bankForm({ businessName: `Receipt Post ${p}` }));
      const res = await postReceipt(`${p}?order=${orderId}&plan=tour`, { orderId, idempotencyKey: crypto.randomUUID() }, PNG);
      expect(res.status).toBe(303);
      const location = res.headers.get('location') ?? '';
      const order = rig.orders().find((o) => o.id === orderId);
      expect(order).toMatchObject({ status: 'awaiting_verification', amount: 1000, currency: 'SRD', receipt_mime: 'image/png' });
      expect(location).toBe(`${p}?receipt=${orderId}`);
      const done = await (await fetch(`${rig.server.baseUrl}${location}`)).text();
      expect(done).toContain(p.startsWith('/nl') ? 'Betaalbewijs geüpload!' : 'Receipt Uploaded!');
    }
  });

  it('shows the screen again with Upload Failed for a post without a file, keeping the order', async () => {
    const files = receiptFiles();
    const { orderId, orderNumber } = await makeBankOrder(rig.server.baseUrl, 'tour', bankForm({ businessName: 'No File Tours' }));
    const res = await postReceipt(`/checkout/bank-transfer?order=${orderId}&plan=tour`, { orderId, idempotencyKey: crypto.randomUUID() });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('Upload Failed - There was an error uploading your receipt. Please try again.');
    expect(html).toContain(orderNumber);
    expect(html).toContain(`name="orderId" value="${orderId}"`);
    expect(receiptFiles()).toBe(files);
  });

  it('offers the checkout again when the posted order is not known', async () => {
    const res = await postReceipt('/nl/checkout/bank-transfer?plan=event', { orderId: '0b1f9c8e-0000-4000-8000-000000000000' }, PNG);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('Bestelling niet gevonden');
    expect(html).toContain('href="/nl/checkout?plan=event"');
    expect(html).not.toContain('name="orderId"');
  });

  it('keeps the order on the screen for a file over 5MB, and refuses a much larger body before reading it', async () => {
    const { orderId, orderNumber } = await makeBankOrder(rig.server.baseUrl, 'tour', bankForm({ businessName: 'Big Scan Tours' }));
    const big = Buffer.concat([PNG, Buffer.alloc(5.5 * 1024 * 1024)]);
    const res = await postReceipt(`/checkout/bank-transfer?order=${orderId}&plan=tour`, { orderId, idempotencyKey: crypto.randomUUID() }, big);
    expect(res.status).toBe(413);
    const html = await res.text();
    expect(html).toContain('File Too Large - Please upload a file smaller than 5MB.');
    expect(html).toContain(orderNumber);

    const huge = await sendRaw(rig.server.baseUrl, {
      method: 'POST',
      path: '/nl/checkout/bank-transfer',
      headers: { Origin: rig.server.baseUrl, 'Content-Type': 'multipart/form-data; boundary=x' },
      body: Buffer.alloc(13 * 1024 * 1024, 0x41),
    });
    expect(huge.status).toBe(413);
    expect(huge.headers['content-type']).toMatch(/^text\/plain/);
    expect(huge.text).toContain('Bestand te groot - Upload een bestand kleiner dan 5MB.');
    expect(rig.orders().find((o) => o.id === orderId)?.status).toBe('awaiting_payment');
  });

  it('shows an open order from ?order=, and none for an id it does not know', async () => {
    const { orderId, orderNumber } = await makeBankOrder(rig.server.baseUrl, 'event');
    const open = await (await fetch(`${rig.server.baseUrl}/checkout/bank-transfer?order=${orderId}`)).text();
    expect(open).toContain(orderNumber);
    expect(open).toContain('SRD 1,250');
    const other = await (await fetch(`${rig.server.baseUrl}/checkout/bank-transfer?order=nope`)).text();
    expect(other).not.toContain('name="orderId"');
  });
});

describe('write limits on the pages', () => {
  it('counts page posts with their endpoint and answers 429 in the page language', async () => {
    const dataDir = copyFixture(inject('fixtureDir'));
    const server = await startServer(dataDir, { ...TEST_RATE_LIMITS, RATE_LIMIT_CHECKOUT: '2/600', RATE_LIMIT_RECEIPTS: '1/600' });
    try {
      const api = await fetch(`${server.baseUrl}/api/create-stripe-checkout`, {
        method: 'POST',
        headers: { Origin: server.baseUrl, 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect(api.status).not.toBe(429);
      expect((await postForm('/checkout?plan=tour', {}, {}, server.baseUrl)).status).toBe(400);
      const limited = await postForm('/nl/checkout?plan=tour', {}, {}, server.baseUrl);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await limited.text()).toContain('Te veel verzoeken vanaf je adres.');
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
