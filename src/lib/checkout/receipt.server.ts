/**
 * Bank-transfer receipts: the file type is decided from the bytes (never the name or the declared
 * type), and the file is written under DATA_DIR/receipts before the order row that points at it.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../../db/client';
import { createOrder } from '../../db/writes/orders';
import { getReceiptsDir } from '../paths.server';
import { getPlanAmount, type PlanType } from '../plans/catalog';
import { isReceiptMime, receiptTypes, type ReceiptMime } from './receipt-rules';
import type { CheckoutForm } from './schemas';

/** The receipt's real type from its leading bytes, or null when it is not JPEG, PNG or PDF. */
export async function detectReceiptType(bytes: Uint8Array): Promise<{ mime: ReceiptMime; ext: string } | null> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found || !isReceiptMime(found.mime)) return null;
  return { mime: found.mime, ext: receiptTypes[found.mime] };
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

export interface ReceiptOrderInput {
  planType: PlanType;
  form: CheckoutForm;
  locale: string;
  bytes: Uint8Array;
  type: { mime: ReceiptMime; ext: string };
}

/** Stores the receipt, then creates the order awaiting verification; removes the file if the row cannot be written. */
export async function createReceiptOrder(db: Db, input: ReceiptOrderInput): Promise<string> {
  const id = randomUUID();
  const storedName = `${id}.${input.type.ext}`;
  const file = path.join(getReceiptsDir(), storedName);
  await writeNewFile(file, input.bytes);
  try {
    return createOrder(db, {
      id,
      planType: input.planType,
      amount: getPlanAmount(input.planType, input.form.currency),
      currency: input.form.currency,
      form: input.form,
      status: 'awaiting_verification',
      locale: input.locale,
      receipt: { path: storedName, mime: input.type.mime },
    });
  } catch (error) {
    await fs.rm(file, { force: true });
    throw error;
  }
}
