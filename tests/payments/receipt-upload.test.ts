/**
 * POST /api/bank-transfer/receipt: the receipt goes to the order made when the bank-transfer screen
 * was shown (by id), a retry with the same idempotency key never makes or fills a second order, and
 * a decided order is closed. What it refuses: receipt-refusals.
 */
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bankForm, cardRequest, makeBankOrder, postReceipt, RECEIPT_PDF as PDF } from './helpers';
import { usePaymentsRig } from './payments-file';
import { png, receiptSteps } from './receipt-steps';

const { rig, admin } = usePaymentsRig();
const { uploadFor, receiptsDir, storedFiles, orderRow } = receiptSteps(rig);

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

  it('refuses a receipt for a card order', async () => {
    const res = await rig.postJson('/api/create-stripe-checkout', cardRequest({ businessName: 'Card Only' }));
    expect(res.status).toBe(200);
    const card = rig.orders().find((o) => o.business_name === 'Card Only');
    expect((await uploadFor(card?.id ?? '', png)).status).toBe(404);
  });
});
