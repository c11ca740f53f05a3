/**
 * Storing bank-transfer receipts: the cleaned file is written under DATA_DIR/receipts, under a new
 * random name, before the order row that points at it, and removed again if the row is not
 * written. A receipt that replaces an earlier one removes the earlier file once the row points at
 * the new one.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '~/db/client';
import { attachReceipt, type ReceiptAttachment } from '~/features/listings/orders/bank-order-writes.server';
import { createOrder, isUniqueViolation, ReceiptKeyTaken } from '~/features/listings/orders/order-writes.server';
import { getReceiptsDir } from '~/platform/paths.server';
import { getPlanAmount, type PlanType } from '~/features/listings/plans/catalog';
import type { ReceiptMime } from './receipt-rules';
import type { CheckoutForm } from './schemas';

/** A cleaned receipt ready to store (see receipt-clean.server.ts). */
export interface ReceiptFile {
  bytes: Uint8Array;
  mime: ReceiptMime;
  ext: string;
}

/** The absolute path of a stored receipt; the stored name never leaves the receipts folder. */
export function resolveReceiptPath(storedName: string): string | null {
  if (!/^[0-9a-f-]{36}\.(jpg|png|pdf)$/.test(storedName)) return null;
  return path.join(getReceiptsDir(), storedName);
}

async function writeNewFile(file: string, bytes: Uint8Array): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const handle = await fs.open(file, 'wx', 0o600);
  try {
    await handle.writeFile(bytes);
    await handle.sync(); // on disk before the row that points at it is committed
  } finally {
    await handle.close();
  }
}

/**
 * Writes the file, then runs `link` (the row write). The file is removed again when `link` throws
 * or says no row points at it (`linked: false`).
 */
async function storeThenLink<T>(receipt: ReceiptFile, link: (storedName: string) => { value: T; linked: boolean }): Promise<T> {
  const storedName = `${randomUUID()}.${receipt.ext}`;
  const file = path.join(getReceiptsDir(), storedName);
  await writeNewFile(file, receipt.bytes);
  let linked = false;
  try {
    const result = link(storedName);
    linked = result.linked;
    return result.value;
  } finally {
    if (!linked) await fs.rm(file, { force: true });
  }
}

/** Runs a row write, turning a clash on the receipt's idempotency key into ReceiptKeyTaken. */
function catchTakenKey<T>(write: () => T): T {
  try {
    return write();
  } catch (error) {
    throw error instanceof ReceiptKeyTaken || isUniqueViolation(error, 'receipt_key') ? new ReceiptKeyTaken() : error;
  }
}

/** Removes a receipt file no row points at any more (a replaced receipt). */
async function removeStoredReceipt(storedName: string | null): Promise<void> {
  const file = storedName ? resolveReceiptPath(storedName) : null;
  if (file) await fs.rm(file, { force: true });
}

/** The upload's idempotency key was stored by a request that ran alongside: answer as its replay. */
export { ReceiptKeyTaken };

export interface ReceiptOrderInput {
  planType: PlanType;
  form: CheckoutForm;
  locale: string;
  receipt: ReceiptFile;
  key: string | null;
  /** The server clock (the system clock when absent). */
  now?: Date;
}

/**
 * An order awaiting verification with its receipt, in one step: for a client that has no order
 * from the bank-transfer screen (its order request failed). Returns the new order's id.
 */
export async function createReceiptOrder(db: Db, input: ReceiptOrderInput): Promise<string> {
  return storeThenLink(input.receipt, (storedName) => {
    const { id } = catchTakenKey(() =>
      createOrder(db, {
        planType: input.planType,
        amount: getPlanAmount(input.planType, input.form.currency),
        currency: input.form.currency,
        form: input.form,
        status: 'awaiting_verification',
        locale: input.locale,
        receipt: { path: storedName, mime: input.receipt.mime, key: input.key },
        now: input.now,
      }),
    );
    return { value: id, linked: true };
  });
}

/** Attaches a receipt to the order made when the screen was shown (see attachReceipt). */
export async function attachReceiptFile(db: Db, orderId: string, receipt: ReceiptFile, key: string | null, now: Date = new Date()): Promise<ReceiptAttachment> {
  const result = await storeThenLink(receipt, (storedName) => {
    const attached = catchTakenKey(() => attachReceipt(db, { orderId, path: storedName, mime: receipt.mime, key }, now));
    // A replay or a key of another order: no row points at this copy, so it is removed.
    return { value: attached, linked: attached.outcome === 'attached' };
  });
  if (result.outcome === 'attached') await removeStoredReceipt(result.replacedPath);
  return result;
}
