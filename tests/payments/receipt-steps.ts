/** What the receipt upload tests share: a receipt for an order just made on the screen, and where receipts are stored. */
import fs from 'node:fs';
import path from 'node:path';
import { postReceipt, RECEIPT_PNG, type PaymentsRig, type ReceiptFileToSend } from './helpers';

/** A 1×1 PNG receipt. */
export const png: ReceiptFileToSend = { bytes: RECEIPT_PNG, name: 'receipt.png', type: 'image/png' };

/** Calls against one file's rig (read lazily: nothing here runs before a test does). */
export function receiptSteps(rig: PaymentsRig) {
  /** Uploads for an order just made on the screen, with a fresh idempotency key. */
  const uploadFor = (orderId: string, file: ReceiptFileToSend | null, query = '?lang=en') =>
    postReceipt(rig.server.baseUrl, file, { orderId, idempotencyKey: crypto.randomUUID() }, query);
  const receiptsDir = () => path.join(rig.dataDir, 'receipts');
  const storedFiles = () => (fs.existsSync(receiptsDir()) ? fs.readdirSync(receiptsDir()) : []);
  const orderRow = (id: string) => rig.orders().find((o) => o.id === id);
  return { uploadFor, receiptsDir, storedFiles, orderRow };
}
