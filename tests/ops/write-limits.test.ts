/** Public writes are limited per client address and in total, so a script cannot fill the disk. */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { RECEIPT_PDF, sendReceiptOrder } from '../crash/write-load';
import { startServer, type RunningServer } from '../helpers/server';
import { makeEmptyDataDir } from './data-dir';

let server: RunningServer | null = null;
afterEach(async () => {
  await server?.stop();
  server = null;
});

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
    await server.stop();

    server = await startServer(makeEmptyDataDir(), { RATE_LIMIT_RECEIPTS: '2/600', TRUST_PROXY: '1' });
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
    expect(statuses.slice(0, 2).every((s) => s !== 429 && s < 500 || s === 503)).toBe(true);
  });

  it('stores one receipt per order even when a request carries several files', async () => {
    const dir = makeEmptyDataDir();
    server = await startServer(dir);
    const form = new FormData();
    form.set('planType', 'tour');
    form.set('form', JSON.stringify({ businessName: 'Many Files', contactName: 'Ana', email: 'ana@example.com', phone: '+597 555 0101', billingAddress: 'Waterkant 1', city: 'Paramaribo', currency: 'SRD', paymentMethod: 'banktransfer' }));
    const pdf = new Uint8Array(RECEIPT_PDF);
    for (let i = 0; i < 3; i++) form.append('receipt', new File([pdf], `r${i}.pdf`, { type: 'application/pdf' }));
    const res = await fetch(`${server.baseUrl}/api/bank-transfer/receipt`, { method: 'POST', body: form, headers: { Origin: server.baseUrl } });
    expect(res.status).toBe(201);
    expect(countReceipts(dir)).toBe(1);
  });
});
