/** The receipt is written before its order row, and removed again when the row cannot be written. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/db/client';
import { migrateDatabase } from '../../src/db/migrate';
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

const form = { businessName: 'Kasi Bar', contactName: 'Kofi', email: 'k@kasi.example', phone: '+597 555 0303', billingAddress: 'Zwartenhovenbrugstraat 1', city: 'Paramaribo', currency: 'SRD', paymentMethod: 'banktransfer' } as const;
const pdf = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');

describe('storing a receipt', () => {
  it('stores the file, then the row that points at it', async () => {
    const { createReceiptOrder, detectReceiptType, resolveReceiptPath } = await import('../../src/lib/checkout/receipt.server');
    const type = await detectReceiptType(pdf);
    expect(type).toEqual({ mime: 'application/pdf', ext: 'pdf' });
    const id = await createReceiptOrder(db, { planType: 'restaurant', form, locale: 'nl', bytes: pdf, type: type! });
    const row = db.$client.prepare('select * from listing_orders where id = ?').get(id) as { receipt_path: string; status: string; amount: number };
    expect(row).toMatchObject({ status: 'awaiting_verification', amount: 1000, receipt_path: `${id}.pdf` });
    expect(fs.readFileSync(resolveReceiptPath(row.receipt_path) ?? '')).toEqual(Buffer.from(pdf));
  });

  it('removes the file when the order row cannot be written', async () => {
    const { createReceiptOrder } = await import('../../src/lib/checkout/receipt.server');
    const receipts = path.join(dir, 'receipts');
    const before = fs.readdirSync(receipts).length;
    db.$client.exec("create trigger refuse_orders before insert on listing_orders begin select raise(abort, 'disk full'); end;");
    try {
      await expect(createReceiptOrder(db, { planType: 'tour', form, locale: 'en', bytes: pdf, type: { mime: 'application/pdf', ext: 'pdf' } })).rejects.toThrow('disk full');
    } finally {
      db.$client.exec('drop trigger refuse_orders');
    }
    expect(fs.readdirSync(receipts)).toHaveLength(before);
  });

  it('only resolves names it could have written', async () => {
    const { resolveReceiptPath } = await import('../../src/lib/checkout/receipt.server');
    expect(resolveReceiptPath('../guide.db')).toBeNull();
    expect(resolveReceiptPath('0b1f9c8e-0000-4000-8000-000000000000.html')).toBeNull();
    expect(resolveReceiptPath('0b1f9c8e-0000-4000-8000-000000000000.png')).toBe(path.join(dir, 'receipts', '0b1f9c8e-0000-4000-8000-000000000000.png'));
  });
});
