/** The admin orders API: list (lapsed orders left out), receipt download, verify and reject, behind the admin session. */
import path from 'node:path';
import Database from 'better-sqlite3';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { bankForm, cardRequest, makeBankOrder, postReceipt, RECEIPT_PDF as PDF } from './helpers';
import { usePaymentsRig } from './payments-file';

const { rig, admin } = usePaymentsRig();

/** A bank transfer as the screen makes it: the order when shown, then its receipt. */
async function uploadReceipt(businessName: string): Promise<string> {
  const { orderId } = await makeBankOrder(rig.server.baseUrl, 'restaurant', bankForm({ businessName }));
  const res = await postReceipt(
    rig.server.baseUrl,
    { bytes: PDF, name: 'bank.pdf', type: 'application/pdf' },
    { orderId, idempotencyKey: crypto.randomUUID() },
  );
  expect(res.status).toBe(201);
  return orderId;
}

/** Moves an order's creation back by `days`, as if it had been made that long ago. */
function makeOlder(id: string, days: number): void {
  const db = new Database(path.join(rig.dataDir, 'guide.db'));
  try {
    db.prepare('update listing_orders set created_at = created_at - ? where id = ?').run(days * 24 * 60 * 60 * 1000, id);
  } finally {
    db.close();
  }
}

const adminJson = async (p: string, init?: RequestInit) => {
  const res = await admin.fetch(p, init);
  return { status: res.status, body: await res.json() };
};

describe('admin orders API', () => {
  it('is closed without an admin session', async () => {
    for (const [method, p] of [
      ['GET', '/api/admin/orders'],
      ['GET', '/api/admin/orders/0b1f9c8e-0000-4000-8000-000000000000/receipt'],
      ['POST', '/api/admin/orders/0b1f9c8e-0000-4000-8000-000000000000/verify'],
    ]) {
      const res = await fetch(`${rig.server.baseUrl}${p}`, { method, headers: { Origin: rig.server.baseUrl } });
      expect(res.status).toBe(401);
    }
  });

  it('lists every order newest first with its status and counts open orders in the stats', async () => {
    await rig.postJson('/api/create-stripe-checkout', cardRequest({ businessName: 'Card Customer' }));
    const id = await uploadReceipt('Transfer Customer');
    const list = await adminJson('/api/admin/orders');
    expect(list.status).toBe(200);
    expect(list.body[0]).toMatchObject({
      id,
      orderNumber: expect.stringMatching(/^SG-/),
      status: 'awaiting_verification',
      planType: 'restaurant',
      businessName: 'Transfer Customer',
      amount: 1000,
      currency: 'SRD',
      paymentMethod: 'banktransfer',
      hasReceipt: true,
      listingEndsAt: null,
    });
    expect(list.body[1]).toMatchObject({ status: 'pending', businessName: 'Card Customer', currency: 'USD', amount: 33, hasReceipt: false });
    expect(list.body[0]).not.toHaveProperty('receiptPath');
    const stats = await adminJson('/api/admin/stats');
    expect(stats.body.openOrders).toBe(1);
  });

  it('pages with limit and before', async () => {
    const first = await admin.fetch('/api/admin/orders?limit=1');
    const page = (await first.json()) as { id: string }[];
    expect(page).toHaveLength(1);
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBe(page[0].id);
    const next = await adminJson(`/api/admin/orders?limit=1&before=${cursor}`);
    expect(next.body[0].id).not.toBe(page[0].id);
    expect((await adminJson('/api/admin/orders?limit=0')).status).toBe(400);
    expect((await adminJson('/api/admin/orders?before=nope')).status).toBe(400);
  });

  it('serves the cleaned receipt as a download (?download=1) with its real type', async () => {
    const id = await uploadReceipt('Receipt Download');
    const res = await admin.fetch(`/api/admin/orders/${id}/receipt?download=1`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="receipt-${id}.pdf"`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toContain('no-store');
    // What was cleaned, not what was sent: the PDF rebuilt from its page.
    const served = Buffer.from(await res.arrayBuffer());
    expect(served).not.toEqual(PDF);
    expect((await PDFDocument.load(served)).getPageCount()).toBe(1);
    const card = (await adminJson('/api/admin/orders')).body.find((o: { paymentMethod: string }) => o.paymentMethod === 'creditcard');
    expect((await adminJson(`/api/admin/orders/${card.id}/receipt`)).status).toBe(404);
    expect((await adminJson('/api/admin/orders/0b1f9c8e-0000-4000-8000-000000000000/receipt')).status).toBe(404);
    expect((await adminJson('/api/admin/orders/..%2F..%2Fguide.db/receipt')).status).toBe(400);
  });

  it('verifies a transfer once, activating the listing for 3 months', async () => {
    const id = await uploadReceipt('Verify Me');
    const res = await adminJson(`/api/admin/orders/${id}/verify`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: 'active' });
    const start = new Date(res.body.activatedAt);
    const end = new Date(res.body.listingEndsAt);
    expect((end.getUTCFullYear() - start.getUTCFullYear()) * 12 + end.getUTCMonth() - start.getUTCMonth()).toBe(3);
    expect(await adminJson(`/api/admin/orders/${id}/verify`, { method: 'POST' })).toEqual({
      status: 409,
      body: { error: 'Only bank transfers awaiting payment or verification can be verified' },
    });
    expect(await adminJson(`/api/admin/orders/${id}/reject`, { method: 'POST', body: JSON.stringify({ reason: 'Too late' }) })).toEqual({
      status: 409,
      body: { error: 'Only bank transfers awaiting payment or verification can be rejected' },
    });
  });

  it('rejects a transfer with a reason', async () => {
    const id = await uploadReceipt('Reject Me');
    expect((await adminJson(`/api/admin/orders/${id}/reject`, { method: 'POST', body: JSON.stringify({}) })).status).toBe(400);
    expect((await adminJson(`/api/admin/orders/${id}/reject`, { method: 'POST', body: JSON.stringify({ reason: ' x ' }) })).body).toEqual({
      error: 'reason: Please give a reason of at least 3 characters',
    });
    const res = await adminJson(`/api/admin/orders/${id}/reject`, { method: 'POST', body: JSON.stringify({ reason: 'No transfer received' }) });
    expect(res.body).toMatchObject({ id, status: 'rejected', rejectionReason: 'No transfer received', listingEndsAt: null });
    expect((await adminJson(`/api/admin/orders/${id}/verify`, { method: 'POST' })).status).toBe(409);
  });

  it('verifies or rejects a transfer awaiting payment that has no receipt (found on the bank statement)', async () => {
    const paid = await makeBankOrder(rig.server.baseUrl, 'tour', bankForm({ businessName: 'Paid Without Receipt' }));
    expect(await adminJson(`/api/admin/orders/${paid.orderId}/verify`, { method: 'POST' })).toMatchObject({
      status: 200,
      body: { status: 'active', orderNumber: paid.orderNumber, hasReceipt: false },
    });
    const unpaid = await makeBankOrder(rig.server.baseUrl, 'tour', bankForm({ businessName: 'Never Paid' }));
    expect(
      (await adminJson(`/api/admin/orders/${unpaid.orderId}/reject`, { method: 'POST', body: JSON.stringify({ reason: 'No transfer received' }) })).body,
    ).toMatchObject({ status: 'rejected' });
  });

  it('leaves orders never paid within 14 days out of the list unless asked for, and shows them as lapsed', async () => {
    const unpaid = await makeBankOrder(rig.server.baseUrl, 'event', bankForm({ businessName: 'Lapsed Transfer' }));
    await rig.postJson('/api/create-stripe-checkout', cardRequest({ businessName: 'Lapsed Card' }));
    const card = rig.orders().find((o) => o.business_name === 'Lapsed Card')!;
    const receipt = await uploadReceipt('Old But Has Receipt');
    const fresh = await makeBankOrder(rig.server.baseUrl, 'event', bankForm({ businessName: 'Fresh Transfer' }));
    for (const id of [unpaid.orderId, card.id, receipt]) makeOlder(id, 14);
    makeOlder(fresh.orderId, 13);
    const names = (orders: { businessName: string; status: string }[]) =>
      orders
        .filter((o) => /Lapsed|Old But|Fresh Transfer/.test(o.businessName))
        .map((o) => `${o.businessName}: ${o.status}`)
        .sort();

    expect(names((await adminJson('/api/admin/orders')).body)).toEqual(['Fresh Transfer: awaiting_payment', 'Old But Has Receipt: awaiting_verification']);
    expect(names((await adminJson('/api/admin/orders?lapsed=only')).body)).toEqual(['Lapsed Card: lapsed', 'Lapsed Transfer: lapsed']);
    expect(names((await adminJson('/api/admin/orders?lapsed=include')).body)).toHaveLength(4);
    expect(await adminJson('/api/admin/orders?lapsed=yes')).toEqual({ status: 400, body: { error: 'lapsed must be include or only' } });
    // A lapsed transfer paid late can still be verified.
    expect((await adminJson(`/api/admin/orders/${unpaid.orderId}/verify`, { method: 'POST' })).body).toMatchObject({ status: 'active' });
  });

  it('answers unknown and malformed ids with 404 and 400', async () => {
    expect((await adminJson('/api/admin/orders/0b1f9c8e-0000-4000-8000-000000000000/verify', { method: 'POST' })).status).toBe(404);
    expect((await adminJson('/api/admin/orders/42/verify', { method: 'POST' })).status).toBe(400);
  });
});
