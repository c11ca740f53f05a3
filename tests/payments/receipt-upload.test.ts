/** POST /api/bank-transfer/receipt: type from bytes, 5MB limit without reading past it, order awaiting verification. */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bankForm, RECEIPT_PNG as PNG, startPaymentsRig, type PaymentsRig } from './helpers';

let rig: PaymentsRig;
beforeAll(async () => {
  rig = await startPaymentsRig(inject('fixtureDir'));
});
afterAll(() => rig?.stop());

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]), Buffer.alloc(64, 0), Buffer.from([0xff, 0xd9])]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const GIF = Buffer.from('47494638396101000100800000000000ffffff21f90401000000002c00000000010001000002024401003b', 'hex');
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
const SIZE_ERROR = 'File Too Large - Please upload a file smaller than 5MB.';
const TYPE_ERROR = 'Invalid File Type - Please upload a JPEG, PNG, or PDF file.';

function upload(file: { bytes: Buffer; name: string; type: string } | null, fields: Record<string, string> = {}, query = '?lang=en') {
  const body = new FormData();
  body.set('planType', fields.planType ?? 'tour');
  body.set('form', fields.form ?? JSON.stringify(bankForm()));
  if (file) body.set('receipt', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return fetch(`${rig.server.baseUrl}/api/bank-transfer/receipt${query}`, { method: 'POST', headers: { Origin: rig.server.baseUrl }, body }).then(async (res) => ({ status: res.status, body: await res.json() }));
}

const receiptsDir = () => path.join(rig.dataDir, 'receipts');
const storedFiles = () => (fs.existsSync(receiptsDir()) ? fs.readdirSync(receiptsDir()) : []);

describe('receipt upload', () => {
  it('creates an order awaiting verification and keeps the receipt outside the public routes', async () => {
    const res = await upload({ bytes: PNG, name: 'receipt.png', type: 'image/png' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ orderId: expect.any(String), status: 'awaiting_verification' });
    const order = rig.orders().find((o) => o.id === res.body.orderId);
    expect(order).toMatchObject({ status: 'awaiting_verification', plan_type: 'tour', amount: 1000, currency: 'SRD', payment_method: 'banktransfer', business_name: 'Jungle Trails N.V.', receipt_mime: 'image/png', stripe_session_id: null, activated_at: null });
    const stored = path.join(receiptsDir(), order?.receipt_path ?? '');
    expect(fs.readFileSync(stored)).toEqual(PNG);
    for (const p of [`/receipts/${order?.receipt_path}`, `/data/receipts/${order?.receipt_path}`, `/objects/uploads/${order?.receipt_path}`]) {
      expect((await fetch(`${rig.server.baseUrl}${p}`)).status).toBe(404);
    }
  });

  it('takes the amount in the chosen currency from the catalog', async () => {
    const usd = await upload({ bytes: JPEG, name: 'r.jpg', type: 'image/jpeg' }, { planType: 'event', form: JSON.stringify(bankForm({ currency: 'USD' })) });
    expect(usd.status).toBe(201);
    expect(rig.orders().find((o) => o.id === usd.body.orderId)).toMatchObject({ amount: 33, currency: 'USD', receipt_mime: 'image/jpeg' });
    const pdf = await upload({ bytes: PDF, name: 'r.pdf', type: 'application/pdf' }, { planType: 'event' });
    expect(rig.orders().find((o) => o.id === pdf.body.orderId)).toMatchObject({ amount: 1250, currency: 'SRD', receipt_mime: 'application/pdf' });
  });

  it.each([
    ['a GIF', { bytes: GIF, name: 'r.gif', type: 'image/gif' }],
    ['HTML named .pdf', { bytes: HTML, name: 'receipt.pdf', type: 'application/pdf' }],
    ['HTML named .png', { bytes: HTML, name: 'receipt.png', type: 'image/png' }],
    ['plain text', { bytes: Buffer.from('just some text'), name: 'receipt.jpg', type: 'image/jpeg' }],
  ])('refuses %s by its bytes, storing nothing', async (_label, file) => {
    const orders = rig.orders().length;
    const files = storedFiles().length;
    expect(await upload(file)).toEqual({ status: 415, body: { error: TYPE_ERROR } });
    expect(rig.orders()).toHaveLength(orders);
    expect(storedFiles()).toHaveLength(files);
  });

  it('gives the type message in Dutch on the Dutch page', async () => {
    const res = await upload({ bytes: HTML, name: 'x.pdf', type: 'application/pdf' }, {}, '?lang=nl');
    expect(res.body.error).toBe('Ongeldig bestandstype - Upload een JPEG-, PNG- of pdf-bestand.');
  });

  it('refuses a file over 5MB', async () => {
    const orders = rig.orders().length;
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024, 0x20)]);
    expect(await upload({ bytes: big, name: 'big.pdf', type: 'application/pdf' })).toEqual({ status: 413, body: { error: SIZE_ERROR } });
    const huge = Buffer.concat([PDF, Buffer.alloc(7 * 1024 * 1024, 0x20)]);
    expect((await upload({ bytes: huge, name: 'huge.pdf', type: 'application/pdf' })).status).toBe(413);
    expect(rig.orders()).toHaveLength(orders);
  });

  it('answers 413 as soon as the body passes the limit, without waiting for the rest', async () => {
    const base = new URL(rig.server.baseUrl);
    const boundary = 'receipt-boundary';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="receipt"; filename="r.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`);
    const result = await new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
      let sent = 0;
      // Declares 5.8 MB but sends only 5.3 MB and then stalls: a server reading the whole body would wait forever.
      const req = http.request({ host: base.hostname, port: base.port, path: '/api/bank-transfer/receipt', method: 'POST', headers: { Origin: base.origin, 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': String(Math.round(5.8 * 1024 * 1024)) } });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, sent }));
      });
      req.on('error', reject);
      req.write(head);
      sent += head.length;
      const chunk = Buffer.alloc(64 * 1024, 0x41);
      const pump = () => {
        while (sent < 5.3 * 1024 * 1024) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
      };
      pump();
      setTimeout(() => reject(new Error('no answer while the body was incomplete')), 10_000).unref();
    });
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body)).toEqual({ error: SIZE_ERROR });
  });

  it.each([
    ['no file', null, {}, 400, 'Please choose a receipt file to upload'],
    ['an empty file', { bytes: Buffer.alloc(0), name: 'r.png', type: 'image/png' }, {}, 400, 'Please choose a receipt file to upload'],
    ['an unknown plan', { bytes: PNG, name: 'r.png', type: 'image/png' }, { planType: 'premium' }, 400, 'planType must be one of restaurant, tour, event'],
    ['form data that is not JSON', { bytes: PNG, name: 'r.png', type: 'image/png' }, { form: '{oops' }, 400, 'The checkout details are missing or not valid'],
    ['an empty form', { bytes: PNG, name: 'r.png', type: 'image/png' }, { form: '{}' }, 400, 'The checkout details are missing or not valid: Business name must be at least 2 characters'],
    ['an invalid form', { bytes: PNG, name: 'r.png', type: 'image/png' }, { form: JSON.stringify(bankForm({ email: 'x' })) }, 400, 'The checkout details are missing or not valid: Please enter a valid email address'],
    ['a card payment', { bytes: PNG, name: 'r.png', type: 'image/png' }, { form: JSON.stringify(bankForm({ currency: 'USD', paymentMethod: 'creditcard' })) }, 400, 'Receipts are only accepted for bank transfers'],
    ['SRD with a card', { bytes: PNG, name: 'r.png', type: 'image/png' }, { form: JSON.stringify(bankForm({ paymentMethod: 'creditcard' })) }, 400, 'The checkout details are missing or not valid: Card payments are only available in USD'],
  ])('refuses %s', async (_label, file, fields, status, error) => {
    const files = storedFiles().length;
    expect(await upload(file, fields as Record<string, string>)).toEqual({ status, body: { error } });
    expect(storedFiles()).toHaveLength(files);
  });

  it('refuses a body that is not multipart', async () => {
    const res = await fetch(`${rig.server.baseUrl}/api/bank-transfer/receipt`, { method: 'POST', headers: { Origin: rig.server.baseUrl, 'Content-Type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(415);
  });
});
