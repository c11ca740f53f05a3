/**
 * Receipt uploads racing with one idempotency key, through the built server and a real SMTP server:
 * eight parallel uploads (a client retrying on a flaky line) store one receipt, answer 201 once and
 * 200 with the very same body seven times, and mail the buyer once and each admin once.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startSmtpCatcher, type SmtpCatcher } from '../helpers/smtp-catcher';
import { bankForm, makeBankOrder, postReceipt, RECEIPT_PDF, startPaymentsRig, stripeEnv, type PaymentsRig } from '../payments/helpers';

let catcher: SmtpCatcher;
let rig: PaymentsRig;
beforeAll(async () => {
  catcher = await startSmtpCatcher();
  rig = await startPaymentsRig(inject('fixtureDir'), (m) => stripeEnv(m.url, { SMTP_URL: catcher.url, MAIL_POLL_MS: '100' }));
});
afterAll(async () => {
  await rig?.stop();
  await catcher?.close();
});

const query = <T>(sql: string, ...args: unknown[]): T[] => {
  const db = new Database(path.join(rig.dataDir, 'guide.db'), { readonly: true });
  try {
    return db.prepare(sql).all(...args) as T[];
  } finally {
    db.close();
  }
};
const receiptFiles = () => {
  const dir = path.join(rig.dataDir, 'receipts');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

/** Waits until every outbox row of the order is sent (the rows are the whole of what it mails). */
async function waitUntilSent(orderId: string): Promise<{ kind: string; message_id: string }[]> {
  for (let i = 0; i < 600; i++) {
    const rows = query<{ kind: string; status: string; message_id: string }>('select kind, status, message_id from email_outbox where order_id = ?', orderId);
    if (rows.every((r) => r.status === 'sent')) return rows;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the outbox did not empty');
}

describe('receipt uploads racing with one idempotency key', () => {
  it('store one receipt, answer 201 once and 200 with the same body seven times, and mail the buyer and each admin once', async () => {
    const buyer = 'race@bakery.example';
    const { orderId, orderNumber } = await makeBankOrder(rig.server.baseUrl, 'tour', bankForm({ businessName: 'Race Receipt Bakery', email: buyer }));
    await waitUntilSent(orderId);
    const filesBefore = receiptFiles();
    const key = crypto.randomUUID();
    const file = { bytes: RECEIPT_PDF, name: 'transfer.pdf', type: 'application/pdf' };

    const answers = await Promise.all(Array.from({ length: 8 }, () => postReceipt(rig.server.baseUrl, file, { orderId, idempotencyKey: key })));

    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    const body = { orderId, orderNumber, status: 'awaiting_verification' };
    expect(answers.map((a) => a.body)).toEqual(Array.from({ length: 8 }, () => body));
    // One receipt stored: one new file, the one the order points at, and one claim of the key.
    const [order] = query<{ receipt_path: string; receipt_key: string }>('select receipt_path, receipt_key from listing_orders where id = ?', orderId);
    expect(order?.receipt_key).toBe(key);
    expect(receiptFiles().filter((f) => !filesBefore.includes(f))).toEqual([order?.receipt_path]);
    expect(query('select order_id from receipt_upload_keys where key = ?', key)).toEqual([{ order_id: orderId }]);

    const rows = await waitUntilSent(orderId);
    expect(rows.map((r) => r.kind).sort()).toEqual(['admin.new_order', 'admin.receipt_waiting', 'buyer.bank_order_received', 'buyer.receipt_received']);
    const receiptMails = catcher.messages.filter((m) => m.parsed.subject?.includes(orderNumber) && /Receipt/.test(m.parsed.subject));
    const admins = query<{ email: string }>('select email from admin_users where is_active = 1').map((a) => a.email);
    expect(admins.length).toBeGreaterThan(0);
    for (const to of [buyer, ...admins])
      expect(
        receiptMails.filter((m) => m.envelopeTo.includes(to)),
        to,
      ).toHaveLength(1);
    expect(new Set(receiptMails.map((m) => m.parsed.messageId)).size).toBe(receiptMails.length);
  });
});
