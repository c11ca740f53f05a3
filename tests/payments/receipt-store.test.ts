/** The receipt is written before its order row, removed again when no row points at it, and a replaced receipt's file is removed. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '~/db/client';
import { migrateDatabase } from '~/db/migrate';
import { makeTempDir } from '../helpers/fixture';

let dir: string;
let db: Db;
const previous = process.env.DATA_DIR;

beforeAll(() => {
  dir = makeTempDir('guide-receipts-');
  process.env.DATA_DIR = dir;
  db = openDatabase(path.join(dir, 'guide.db'));
  migrateDatabase(db);
});
afterAll(() => {
  db.$client.close();
  fs.rmSync(dir, { recursive: true, force: true });
  if (previous === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = previous;
});

const form = {
  businessName: 'Kasi Bar',
  contactName: 'Kofi',
  email: 'k@kasi.example',
  phone: '+597 555 0303',
  billingAddress: 'Zwartenhovenbrugstraat 1',
  city: 'Paramaribo',
  currency: 'SRD',
  paymentMethod: 'banktransfer',
} as const;
const pdf = { bytes: new TextEncoder().encode('%PDF-1.4\n%%EOF\n'), mime: 'application/pdf', ext: 'pdf' } as const;
const receipts = () => path.join(dir, 'receipts');
const row = (id: string) =>
  db.$client.prepare('select * from listing_orders where id = ?').get(id) as { receipt_path: string; status: string; amount: number; order_number: string };

describe('storing a receipt', () => {
  it('stores the file, then the row that points at it', async () => {
    const { createReceiptOrder, resolveReceiptPath } = await import('~/features/listings/checkout/receipt.server');
    const id = await createReceiptOrder(db, { planType: 'restaurant', form, locale: 'nl', receipt: pdf, key: null });
    expect(row(id)).toMatchObject({
      status: 'awaiting_verification',
      amount: 1000,
      receipt_path: expect.stringMatching(/^[0-9a-f-]{36}\.pdf$/),
      order_number: expect.stringMatching(/^SG-/),
    });
    expect(fs.readFileSync(resolveReceiptPath(row(id).receipt_path) ?? '')).toEqual(Buffer.from(pdf.bytes));
  });

  it('removes the file when the order row cannot be written', async () => {
    const { createReceiptOrder } = await import('~/features/listings/checkout/receipt.server');
    const before = fs.readdirSync(receipts()).length;
    db.$client.exec("create trigger refuse_orders before insert on listing_orders begin select raise(abort, 'disk full'); end;");
    try {
      await expect(createReceiptOrder(db, { planType: 'tour', form, locale: 'en', receipt: pdf, key: null })).rejects.toThrow('disk full');
    } finally {
      db.$client.exec('drop trigger refuse_orders');
    }
    expect(fs.readdirSync(receipts())).toHaveLength(before);
  });

  it('attaches a receipt to an order awaiting payment, replaces it before the decision, and keeps no file an order refused', async () => {
    const { attachReceiptFile } = await import('~/features/listings/checkout/receipt.server');
    const { createBankTransferOrder } = await import('~/features/listings/orders/bank-order-writes.server');
    const { verifyBankTransfer } = await import('~/features/listings/orders/order-writes.server');
    const made = createBankTransferOrder(db, { planType: 'event', form, locale: 'en', creationKey: 'attach-test-key-0001' });
    if (made.outcome !== 'created') throw new Error(made.outcome);
    const id = made.order.id;
    const before = fs.readdirSync(receipts()).length;

    const first = await attachReceiptFile(db, id, pdf, 'receipt-key-first-0001');
    expect(first.outcome).toBe('attached');
    const firstFile = row(id).receipt_path;
    expect(row(id).status).toBe('awaiting_verification');
    const second = await attachReceiptFile(db, id, pdf, 'receipt-key-second-001');
    expect(second.outcome).toBe('attached');
    expect(row(id).receipt_path).not.toBe(firstFile);
    expect(fs.readdirSync(receipts())).toHaveLength(before + 1);

    expect(verifyBankTransfer(db, id)).toBe('done');
    expect(await attachReceiptFile(db, id, pdf, 'receipt-key-third-0001')).toEqual({ outcome: 'closed' });
    expect(await attachReceiptFile(db, '0b1f9c8e-0000-4000-8000-000000000000', pdf, null)).toEqual({ outcome: 'not_found' });
    expect(fs.readdirSync(receipts())).toHaveLength(before + 1);
  });

  it('only resolves names it could have written', async () => {
    const { resolveReceiptPath } = await import('~/features/listings/checkout/receipt.server');
    expect(resolveReceiptPath('../guide.db')).toBeNull();
    expect(resolveReceiptPath('0b1f9c8e-0000-4000-8000-000000000000.html')).toBeNull();
    expect(resolveReceiptPath('0b1f9c8e-0000-4000-8000-000000000000.png')).toBe(path.join(dir, 'receipts', '0b1f9c8e-0000-4000-8000-000000000000.png'));
  });
});
