/**
 * POST /api/bank-transfer/receipt: the receipt goes to the order made when the bank-transfer screen
 * was shown (by id), type from bytes, 5MB limit without reading past it, a retry with the same
 * idempotency key never makes or fills a second order, and a decided order is closed.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInAsAdmin, type AdminSession } from '../helpers/admin-session';
import {
  bankForm,
  cardRequest,
  makeBankOrder,
  postReceipt,
  RECEIPT_PDF as PDF,
  RECEIPT_PNG as PNG,
  startPaymentsRig,
  type PaymentsRig,
  type ReceiptFileToSend,
} from './helpers';

let rig: PaymentsRig;
let admin: AdminSession;
beforeAll(async () => {
  rig = await startPaymentsRig(inject('fixtureDir'));
  admin = await signInAsAdmin(rig.server.baseUrl);
});
afterAll(() => rig?.stop());

const GIF = Buffer.from('47494638396101000100800000000000ffffff21f90401000000002c00000000010001000002024401003b', 'hex');
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
const SIZE_ERROR = 'File Too Large - Please upload a file smaller than 5MB.';
const TYPE_ERROR = 'Invalid File Type - Please upload a JPEG, PNG, or PDF file.';
const png = { bytes: PNG, name: 'receipt.png', type: 'image/png' };

/** Uploads for an order just made on the screen, with a fresh idempotency key. */
const uploadFor = (orderId: string, file: ReceiptFileToSend | null, query = '?lang=en') =>
  postReceipt(rig.server.baseUrl, file, { orderId, idempotencyKey: crypto.randomUUID() }, query);
const receiptsDir = () => path.join(rig.dataDir, 'receipts');
const storedFiles = () => (fs.existsSync(receiptsDir()) ? fs.readdirSync(receiptsDir()) : []);
const orderRow = (id: string) => rig.orders().find((o) => o.id === id);

describe('receipt upload', () => {
  it('attaches the receipt to the order of the screen, moves it to awaiting verification and keeps the file outside the public routes', async () => {
    const { orderId, orderNumber } = await makeBankOrder(rig.server.baseUrl, 'tour');
    expect(orderRow(orderId)).toMatchObject({ status: 'awaiting_payment', receipt_path: null });
    const res = await uploadFor(orderId, png);
    expect(res).toEqual({ status: 201, body: { orderId, orderNumber, status: 'awaiting_verification' } });
    const order = orderRow(orderId);
    expect(order).toMatchObject({
      status: 'awaiting_verification',
      plan_type: 'tour',
      amount: 1000,
      currency: 'SRD',
      payment_method: 'banktransfer',
      business_name: 'Jungle Trails N.V.',
      receipt_mime: 'image/png',
      stripe_session_id: null,
      activated_at: null,
    });
    const stored = path.join(receiptsDir(), order?.receipt_path ?? '');
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
    for (const p of [`/receipts/${order?.receipt_path}`, `/data/receipts/${order?.receipt_path}`, `/objects/uploads/${order?.receipt_path}`]) {
      expect((await fetch(`${rig.server.baseUrl}${p}`)).status).toBe(404);
    }
  });

  it('keeps the amount and currency the order was made with', async () => {
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const usd = await makeBankOrder(rig.server.baseUrl, 'event', bankForm({ currency: 'USD' }));
    expect((await uploadFor(usd.orderId, { bytes: jpeg, name: 'r.jpg', type: 'image/jpeg' })).status).toBe(201);
    expect(orderRow(usd.orderId)).toMatchObject({ amount: 33, currency: 'USD', receipt_mime: 'image/jpeg' });
    const srd = await makeBankOrder(rig.server.baseUrl, 'event');
    expect((await uploadFor(srd.orderId, { bytes: PDF, name: 'r.pdf', type: 'application/pdf' })).status).toBe(201);
    expect(orderRow(srd.orderId)).toMatchObject({ amount: 1250, currency: 'SRD', receipt_mime: 'application/pdf' });
  });

  it.each([
    ['a GIF', { bytes: GIF, name: 'r.gif', type: 'image/gif' }],
    ['HTML named .pdf', { bytes: HTML, name: 'receipt.pdf', type: 'application/pdf' }],
    ['HTML named .png', { bytes: HTML, name: 'receipt.png', type: 'image/png' }],
    ['plain text', { bytes: Buffer.from('just some text'), name: 'receipt.jpg', type: 'image/jpeg' }],
  ])('refuses %s by its bytes, storing nothing', async (_label, file) => {
    const { orderId } = await makeBankOrder(rig.server.baseUrl);
    const files = storedFiles().length;
    expect(await uploadFor(orderId, file)).toEqual({ status: 415, body: { error: TYPE_ERROR, problem: 'type' } });
    expect(orderRow(orderId)).toMatchObject({ status: 'awaiting_payment', receipt_path: null });
    expect(storedFiles()).toHaveLength(files);
  });

  it('gives the type message in Dutch on the Dutch page', async () => {
    const { orderId } = await makeBankOrder(rig.server.baseUrl);
    const res = await uploadFor(orderId, { bytes: HTML, name: 'x.pdf', type: 'application/pdf' }, '?lang=nl');
    expect(res.body.error).toBe('Ongeldig bestandstype - Upload een JPEG-, PNG- of pdf-bestand.');
  });

  it('refuses a file over 5MB', async () => {
    const { orderId } = await makeBankOrder(rig.server.baseUrl);
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024, 0x20)]);
    expect(await uploadFor(orderId, { bytes: big, name: 'big.pdf', type: 'application/pdf' })).toEqual({
      status: 413,
      body: { error: SIZE_ERROR, problem: 'size' },
    });
    const huge = Buffer.concat([PDF, Buffer.alloc(7 * 1024 * 1024, 0x20)]);
    expect((await uploadFor(orderId, { bytes: huge, name: 'huge.pdf', type: 'application/pdf' })).status).toBe(413);
    expect(orderRow(orderId)?.status).toBe('awaiting_payment');
  });

  it('answers 413 as soon as the body passes the limit, without waiting for the rest', async () => {
    const base = new URL(rig.server.baseUrl);
    const boundary = 'receipt-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="receipt"; filename="r.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
    );
    const result = await new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
      let sent = 0;
      // Declares 5.8 MB but sends only 5.3 MB and then stalls: a server reading the whole body would wait forever.
      const req = http.request({
        host: base.hostname,
        port: base.port,
        path: '/api/bank-transfer/receipt',
        method: 'POST',
        headers: { Origin: base.origin, 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': String(Math.round(5.8 * 1024 * 1024)) },
      });
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
    expect(JSON.parse(result.body)).toEqual({ error: SIZE_ERROR, problem: 'size' });
  });

  it('answers a retried upload with the same key with the same order, never filling or making a second one', async () => {
    const { orderId, orderNumber } = await makeBankOrder(rig.server.baseUrl);
    const key = crypto.randomUUID();
    const first = await postReceipt(rig.server.baseUrl, png, { orderId, idempotencyKey: key });
    expect(first.status).toBe(201);
    const files = storedFiles().length;
    const stored = orderRow(orderId)?.receipt_path;
    const again = await postReceipt(rig.server.baseUrl, png, { orderId, idempotencyKey: key });
    expect(again).toEqual({ status: 200, body: { orderId, orderNumber, status: 'awaiting_verification' } });
    // The same key as the Idempotency-Key header.
    const byHeader = await postReceipt(rig.server.baseUrl, png, { orderId }, '?lang=en', { 'Idempotency-Key': key });
    expect(byHeader.status).toBe(200);
    expect(orderRow(orderId)?.receipt_path).toBe(stored);
    expect(storedFiles()).toHaveLength(files);
    // A key of one order cannot fetch or fill another.
    const other = await makeBankOrder(rig.server.baseUrl);
    expect((await postReceipt(rig.server.baseUrl, png, { orderId: other.orderId, idempotencyKey: key })).status).toBe(409);
  });

  it('makes one order for a one-step upload with the form, however often it is retried', async () => {
    const key = crypto.randomUUID();
    const fields = { planType: 'restaurant', form: JSON.stringify(bankForm({ businessName: 'Retry Roti' })), idempotencyKey: key };
    const first = await postReceipt(rig.server.baseUrl, png, fields);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ orderId: expect.any(String), orderNumber: expect.stringMatching(/^SG-/), status: 'awaiting_verification' });
    for (let i = 0; i < 3; i++) expect(await postReceipt(rig.server.baseUrl, png, fields)).toEqual({ status: 200, body: first.body });
    expect(rig.orders().filter((o) => o.business_name === 'Retry Roti')).toHaveLength(1);
  });

  it('answers 409 Order Closed for an order the admin has decided, storing nothing', async () => {
    const { orderId } = await makeBankOrder(rig.server.baseUrl);
    expect((await uploadFor(orderId, png)).status).toBe(201);
    expect((await admin.fetch(`/api/admin/orders/${orderId}/verify`, { method: 'POST' })).status).toBe(200);
    const files = storedFiles().length;
    expect(await uploadFor(orderId, png)).toEqual({
      status: 409,
      body: { error: 'Order Closed - This order has already been handled. Please start again at the checkout or contact us.', problem: 'closed' },
    });
    expect((await uploadFor(orderId, png, '?lang=nl')).body.error).toMatch(/^Bestelling afgesloten - /);
    expect(orderRow(orderId)?.status).toBe('active');
    expect(storedFiles()).toHaveLength(files);
  });

  it('replaces the receipt of an order still awaiting verification', async () => {
    const { orderId } = await makeBankOrder(rig.server.baseUrl);
    await uploadFor(orderId, png);
    const first = orderRow(orderId)?.receipt_path;
    const files = storedFiles().length;
    expect((await uploadFor(orderId, { bytes: PDF, name: 'better.pdf', type: 'application/pdf' })).status).toBe(201);
    expect(orderRow(orderId)).toMatchObject({ status: 'awaiting_verification', receipt_mime: 'application/pdf' });
    expect(orderRow(orderId)?.receipt_path).not.toBe(first);
    expect(storedFiles()).toHaveLength(files);
  });

  it.each([
    ['no file', null, {}, 400, 'Please choose a receipt file to upload'],
    ['an empty file', { bytes: Buffer.alloc(0), name: 'r.png', type: 'image/png' }, {}, 400, 'Please choose a receipt file to upload'],
    [
      'an unknown order',
      png,
      { orderId: '0b1f9c8e-0000-4000-8000-000000000000' },
      404,
      'Order Not Found - We could not find this order. Please start again at the checkout.',
    ],
    ['a malformed order id', png, { orderId: '0x10' }, 404, 'Order Not Found - We could not find this order. Please start again at the checkout.'],
    ['a malformed idempotency key', png, { idempotencyKey: 'short' }, 400, 'idempotencyKey must be 16 to 100 letters, digits, - or _'],
    ['an unknown plan', png, { orderId: '', planType: 'premium' }, 400, 'planType must be one of restaurant, tour, event'],
    ['form data that is not JSON', png, { orderId: '', form: '{oops' }, 400, 'The checkout details are missing or not valid'],
    ['an empty form', png, { orderId: '', form: '{}' }, 400, 'The checkout details are missing or not valid: Business name must be at least 2 characters'],
    [
      'an invalid form',
      png,
      { orderId: '', form: JSON.stringify(bankForm({ email: 'x' })) },
      400,
      'The checkout details are missing or not valid: Please enter a valid email address',
    ],
    [
      'a card payment',
      png,
      { orderId: '', form: JSON.stringify(bankForm({ currency: 'USD', paymentMethod: 'creditcard' })) },
      400,
      'Receipts are only accepted for bank transfers',
    ],
    [
      'SRD with a card',
      png,
      { orderId: '', form: JSON.stringify(bankForm({ paymentMethod: 'creditcard' })) },
      400,
      'The checkout details are missing or not valid: Card payments are only available in USD',
    ],
  ])('refuses %s', async (_label, file, patch, status, error) => {
    const files = storedFiles().length;
    const { orderId } = await makeBankOrder(rig.server.baseUrl);
    const fields: Record<string, string> = {
      orderId,
      idempotencyKey: crypto.randomUUID(),
      planType: 'tour',
      form: JSON.stringify(bankForm()),
      ...(patch as Record<string, string>),
    };
    if (fields.orderId === '') delete fields.orderId; // the one-step upload with the form
    const res = await postReceipt(rig.server.baseUrl, file, fields);
    expect(res.status).toBe(status);
    expect(res.body.error).toBe(error);
    expect(storedFiles()).toHaveLength(files);
  });

  it('refuses a receipt for a card order', async () => {
    const res = await rig.postJson('/api/create-stripe-checkout', cardRequest({ businessName: 'Card Only' }));
    expect(res.status).toBe(200);
    const card = rig.orders().find((o) => o.business_name === 'Card Only');
    expect((await uploadFor(card?.id ?? '', png)).status).toBe(404);
  });

  it('refuses a body that is not multipart', async () => {
    const res = await fetch(`${rig.server.baseUrl}/api/bank-transfer/receipt`, {
      method: 'POST',
      headers: { Origin: rig.server.baseUrl, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(415);
  });
});
