/**
 * A rejected bank transfer takes a new receipt on the same order (issue 16): the rejection email
 * links to the order's bank-transfer page in the buyer's language, the page shows the reason and
 * the upload, a new receipt goes back to review, and each receipt round mails once.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { getLinks } from '../helpers/smtp-catcher';
import { bankForm, makeBankOrder, postReceipt, RECEIPT_PDF, RECEIPT_PNG } from './helpers';
import { usePaymentsRig } from './payments-file';

const { rig, admin } = usePaymentsRig();

interface OutboxRow {
  id: string;
  kind: string;
  event_key: string;
}
function read<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(path.join(rig.dataDir, 'guide.db'), { readonly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}
const outbox = (orderId: string, kind: string) =>
  read<OutboxRow>('select * from email_outbox where order_id = ? and kind = ? order by created_at', orderId, kind);
const orderRow = (id: string) =>
  read<{ status: string; rejection_reason: string | null; receipt_path: string | null }>('select * from listing_orders where id = ?', id)[0];

const upload = (orderId: string, file = { bytes: RECEIPT_PDF, name: 'bank.pdf', type: 'application/pdf' }) =>
  postReceipt(rig.server.baseUrl, file, { orderId, idempotencyKey: crypto.randomUUID() });
const reject = (orderId: string, reason: string) => admin.fetch(`/api/admin/orders/${orderId}/reject`, { method: 'POST', body: JSON.stringify({ reason }) });

describe('a rejected bank transfer', () => {
  it('takes a new receipt on the same order, back to review with the reason cleared; each round mails once, a replay does not', async () => {
    const { orderId } = await makeBankOrder(rig.server.baseUrl, 'restaurant', bankForm({ businessName: 'Second Chance Roti' }));
    expect((await upload(orderId)).status).toBe(201);
    expect((await reject(orderId, 'The amount is wrong')).status).toBe(200);
    expect(orderRow(orderId)).toMatchObject({ status: 'rejected', rejection_reason: 'The amount is wrong' });
    expect(outbox(orderId, 'buyer.receipt_rejected')).toHaveLength(1);
    // The same decision again (a double click, a replay): refused, nothing more queued.
    expect((await reject(orderId, 'The amount is wrong')).status).toBe(409);
    expect(outbox(orderId, 'buyer.receipt_rejected')).toHaveLength(1);

    const again = await upload(orderId, { bytes: RECEIPT_PNG, name: 'better.png', type: 'image/png' });
    expect(again).toMatchObject({ status: 201, body: { orderId, status: 'awaiting_verification' } });
    expect(orderRow(orderId)).toMatchObject({ status: 'awaiting_verification', rejection_reason: null });
    expect(outbox(orderId, 'buyer.receipt_received')).toHaveLength(2);
    expect(outbox(orderId, 'admin.receipt_waiting')).toHaveLength(2);

    expect((await reject(orderId, 'Still not our account')).status).toBe(200);
    const rejections = outbox(orderId, 'buyer.receipt_rejected');
    expect(rejections).toHaveLength(2);
    expect(new Set(rejections.map((r) => r.event_key)).size).toBe(2);
    expect((await reject(orderId, 'Still not our account')).status).toBe(409);
    expect(outbox(orderId, 'buyer.receipt_rejected')).toHaveLength(2);

    // A third receipt can still be verified.
    expect((await upload(orderId)).status).toBe(201);
    expect((await admin.fetch(`/api/admin/orders/${orderId}/verify`, { method: 'POST' })).status).toBe(200);
    expect((await upload(orderId)).status).toBe(409);
  });

  it('emails a link to its own bank-transfer page, in the buyer language, where the reason and the upload are shown', async () => {
    for (const lang of ['en', 'nl'] as const) {
      const res = await fetch(`${rig.server.baseUrl}/api/bank-transfer/order?lang=${lang}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: rig.server.baseUrl },
        body: JSON.stringify({ planType: 'tour', form: bankForm({ businessName: `Rejected Tours ${lang}` }), idempotencyKey: crypto.randomUUID() }),
      });
      const { orderId, orderNumber } = (await res.json()) as { orderId: string; orderNumber: string };
      expect((await upload(orderId)).status).toBe(201);
      expect((await reject(orderId, 'Receipt <b>unreadable</b>')).status).toBe(200);
      const [mail] = outbox(orderId, 'buyer.receipt_rejected');
      const text = await (await admin.fetch(`/api/admin/emails/${mail.id}?part=text`)).text();
      const page = `${rig.server.baseUrl}${lang === 'nl' ? '/nl' : ''}/checkout/bank-transfer?order=${orderId}`;
      expect(getLinks(text)).toContain(page);
      expect(text).toContain(lang === 'nl' ? 'Nieuw betaalbewijs uploaden' : 'Upload a new receipt');

      const html = await (await fetch(page)).text();
      expect(html).toContain('data-testid="receipt-rejected"');
      expect(html).toContain('Receipt &lt;b&gt;unreadable&lt;/b&gt;');
      expect(html).toContain(orderNumber);
      expect(html).toContain(lang === 'nl' ? 'niet goedkeuren' : 'could not accept');
      expect(html).toMatch(/<input[^>]*name="orderId"[^>]*>/);
      expect(html).toMatch(/id="receipt-file"(?![^>]*disabled)/);
    }
  });

  it('takes the new receipt as a form post without JavaScript', async () => {
    const { orderId } = await makeBankOrder(rig.server.baseUrl, 'event', bankForm({ businessName: 'No Script Events' }));
    expect((await upload(orderId)).status).toBe(201);
    expect((await reject(orderId, 'Blurry photo')).status).toBe(200);
    const body = new FormData();
    body.set('orderId', orderId);
    body.set('idempotencyKey', crypto.randomUUID());
    body.set('receipt', new Blob([new Uint8Array(RECEIPT_PDF)], { type: 'application/pdf' }), 'again.pdf');
    const res = await fetch(`${rig.server.baseUrl}/checkout/bank-transfer?order=${orderId}`, {
      method: 'POST',
      body,
      headers: { Origin: rig.server.baseUrl },
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(orderRow(orderId)).toMatchObject({ status: 'awaiting_verification', rejection_reason: null });
  });
});
