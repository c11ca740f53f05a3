/** Public writes are limited per client address and in total, so a script cannot fill the disk. */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { postReceiptOrder, RECEIPT_PDF, sendReceiptOrder } from '../crash/write-load';
import { bankForm } from '../payments/helpers';
import { startServer, type RunningServer } from '../helpers/server';
import { makeEmptyDataDir } from './data-dir';

let server: RunningServer | null = null;
afterEach(async () => {
  await server?.stop();
  server = null;
});

/** A receipt order from one customer (email) at one client address (the test servers trust X-Forwarded-For). */
function sendCustomerReceipt(baseUrl: string, email: string, address: string, query = '', path = '/api/bank-transfer/receipt'): Promise<Response> {
  return postReceiptOrder(baseUrl, bankForm({ businessName: `Shop of ${email}`, email }), { 'X-Forwarded-For': address }, `${path}${query}`);
}

const alertLines = (output: string) => output.split('\n').filter((line) => line.includes('"event":"write_volume_alert"'));

const countReceipts = (dir: string): number => (fs.existsSync(path.join(dir, 'receipts')) ? fs.readdirSync(path.join(dir, 'receipts')).length : 0);

describe('write limits', () => {
  it('refuses the receipt after the limit with 429, Retry-After and a message, storing nothing', async () => {
    const dir = makeEmptyDataDir();
    server = await startServer(dir, { RATE_LIMIT_RECEIPTS: '3/600' });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await sendReceiptOrder(server.baseUrl, `Limit Test ${i}`)).status);
    expect(statuses).toEqual([201, 201, 201]);
    const refused = await sendReceiptOrder(server.baseUrl, 'Limit Test 4');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(500);
    expect(await refused.json()).toEqual({ error: 'Too many requests from your address. Please try again in 10 minutes.' });
    expect(countReceipts(dir)).toBe(3);
    const dutch = await fetch(`${server.baseUrl}/api/bank-transfer/receipt?lang=nl`, { method: 'POST', headers: { Origin: server.baseUrl } });
    expect(((await dutch.json()) as { error: string }).error).toBe('Te veel verzoeken vanaf je adres. Probeer het over 10 minuten opnieuw.');
  });

  it('counts a parallel burst exactly', async () => {
    const dir = makeEmptyDataDir();
    server = await startServer(dir, { RATE_LIMIT_RECEIPTS: '5/600' });
    const statuses = await Promise.all(Array.from({ length: 20 }, (_, i) => sendReceiptOrder(server!.baseUrl, `Burst ${i}`).then((r) => r.status)));
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    expect(countReceipts(dir)).toBe(5);
  });

  it('cannot be dodged with X-Forwarded-For unless TRUST_PROXY=1', async () => {
    server = await startServer(makeEmptyDataDir(), { RATE_LIMIT_RECEIPTS: '2/600' });
    const spoofed = [];
    for (let i = 0; i < 4; i++) spoofed.push((await sendReceiptOrder(server.baseUrl, `Spoof ${i}`, { 'X-Forwarded-For': `203.0.113.${i}` })).status);
    expect(spoofed).toEqual([201, 201, 429, 429]);
    // Naming its own address (or any other) does not move a client to another bucket either.
    for (const claim of ['127.0.0.1', '127.0.0.1, 203.0.113.50', 'unknown']) {
      expect((await sendReceiptOrder(server.baseUrl, 'Spoof own', { 'X-Forwarded-For': claim })).status, claim).toBe(429);
    }
    await server.stop();

    server = await startServer(makeEmptyDataDir(), { RATE_LIMIT_RECEIPTS: '2/600', RATE_LIMIT_RECEIPTS_EMAIL: '100/600', TRUST_PROXY: '1' });
    const proxied = [];
    for (const ip of ['198.51.100.1', '198.51.100.1', '198.51.100.1', '198.51.100.2']) {
      proxied.push((await sendReceiptOrder(server.baseUrl, `Proxy ${ip}`, { 'X-Forwarded-For': ip })).status);
    }
    expect(proxied).toEqual([201, 201, 429, 201]);
  });

  it('caps all addresses together', async () => {
    server = await startServer(makeEmptyDataDir(), { RATE_LIMIT_RECEIPTS: '100/600', RATE_LIMIT_RECEIPTS_GLOBAL: '3/3600', TRUST_PROXY: '1' });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await sendReceiptOrder(server.baseUrl, `Global ${i}`, { 'X-Forwarded-For': `192.0.2.${i}` })).status);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });

  it('limits checkout attempts per address too', async () => {
    server = await startServer(makeEmptyDataDir(), { RATE_LIMIT_CHECKOUT: '2/600' });
    const post = () =>
      fetch(`${server!.baseUrl}/api/create-stripe-checkout`, {
        method: 'POST',
        headers: { Origin: server!.baseUrl, 'Content-Type': 'application/json' },
        body: JSON.stringify({ planType: 'restaurant', amount: 26, currency: 'USD' }),
      }).then((r) => r.status);
    const statuses = [await post(), await post(), await post()];
    expect(statuses[2]).toBe(429);
    expect(statuses.slice(0, 2).every((s) => (s !== 429 && s < 500) || s === 503)).toBe(true);
  });

  it('stores one receipt per order even when a request carries several files', async () => {
    const dir = makeEmptyDataDir();
    server = await startServer(dir);
    const form = new FormData();
    form.set('planType', 'tour');
    form.set('form', JSON.stringify(bankForm({ businessName: 'Many Files' })));
    const pdf = new Uint8Array(RECEIPT_PDF);
    for (let i = 0; i < 3; i++) form.append('receipt', new File([pdf], `r${i}.pdf`, { type: 'application/pdf' }));
    const res = await fetch(`${server.baseUrl}/api/bank-transfer/receipt`, { method: 'POST', body: form, headers: { Origin: server.baseUrl } });
    expect(res.status).toBe(201);
    expect(countReceipts(dir)).toBe(1);
  });

  it('lets an ordinary customer through after 21 addresses each used up their own limit, with one alert line', async () => {
    const dir = makeEmptyDataDir();
    server = await startServer(dir, { TRUST_PROXY: '1' });
    // The default limits: 10 receipts per address and per email; the old global budget was 200 an hour.
    for (let a = 0; a < 21; a++) {
      const address = `198.18.${a}.7`;
      const statuses = [];
      for (let i = 0; i < 11; i++) statuses.push((await sendCustomerReceipt(server.baseUrl, `flood-${a}-${i}@example.com`, address)).status);
      expect(statuses, address).toEqual([...Array<number>(10).fill(201), 429]);
    }
    const customer = await sendCustomerReceipt(server.baseUrl, 'real.customer@example.com', '192.0.2.200');
    expect(customer.status).toBe(201);
    expect(countReceipts(dir)).toBe(211);
    // Crossing 200 in the hour is logged once, not once per receipt after it.
    const alerts = alertLines(server.output());
    expect(alerts).toHaveLength(1);
    expect(JSON.parse(alerts[0]!)).toMatchObject({ level: 'warn', rule: 'receipt', count: 201, alertAt: 200 });
    // 232 receipt uploads through the image pipeline: minutes on a loaded 2-core machine.
  }, 180_000);

  it('limits receipts per email across addresses (case and +tag count together), in the visitor language', async () => {
    server = await startServer(makeEmptyDataDir(), { TRUST_PROXY: '1', RATE_LIMIT_RECEIPTS_EMAIL: '2/600' });
    const first = await sendCustomerReceipt(server.baseUrl, 'ana@example.com', '198.51.100.1');
    const second = await sendCustomerReceipt(server.baseUrl, 'Ana+again@Example.com', '198.51.100.2');
    expect([first.status, second.status]).toEqual([201, 201]);
    const refused = await sendCustomerReceipt(server.baseUrl, 'ANA@example.com', '198.51.100.3');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(500);
    expect(await refused.json()).toEqual({ error: 'Too many requests for this email address. Please try again in 10 minutes.', problem: 'limited' });
    const dutch = await sendCustomerReceipt(server.baseUrl, 'ana@example.com', '198.51.100.4', '?lang=nl');
    expect(await dutch.json()).toMatchObject({ error: 'Te veel verzoeken voor dit e-mailadres. Probeer het over 10 minuten opnieuw.' });
    expect((await sendCustomerReceipt(server.baseUrl, 'bea@example.com', '198.51.100.4')).status).toBe(201);
  });

  it('says why a receipt posted without JavaScript was refused by the per-email limit, in Dutch', async () => {
    server = await startServer(makeEmptyDataDir(), { TRUST_PROXY: '1', RATE_LIMIT_RECEIPTS_EMAIL: '1/600' });
    const page = '/nl/checkout/bank-transfer';
    expect((await sendCustomerReceipt(server.baseUrl, 'cor@example.com', '198.51.100.5', '', page)).status).toBe(303);
    const refused = await sendCustomerReceipt(server.baseUrl, 'cor@example.com', '198.51.100.6', '', page);
    expect(refused.status).toBe(429);
    const alert = /data-testid="receipt-server-alert">([^<]*)</.exec(await refused.text())?.[1];
    expect(alert).toBe('Te veel uploads - Er zijn te veel betaalbewijzen voor dit e-mailadres verstuurd. Probeer het over een paar minuten opnieuw.');
  });

  it('limits checkout per email across addresses (the form posted without JavaScript)', async () => {
    server = await startServer(makeEmptyDataDir(), { TRUST_PROXY: '1', RATE_LIMIT_CHECKOUT_EMAIL: '2/600' });
    const post = (email: string, address: string) => {
      const body = new URLSearchParams(bankForm({ businessName: 'Waterkant Grill', email }) as Record<string, string>);
      return fetch(`${server!.baseUrl}/checkout?plan=restaurant`, { method: 'POST', body, headers: { Origin: server!.baseUrl, 'X-Forwarded-For': address } });
    };
    expect((await post('grill@example.com', '203.0.113.1')).status).toBe(200);
    expect((await post('grill@example.com', '203.0.113.2')).status).toBe(200);
    const refused = await post('Grill@example.com', '203.0.113.3');
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain('Too many requests for this email address.');
    expect((await post('other@example.com', '203.0.113.3')).status).toBe(200);
  });
});
