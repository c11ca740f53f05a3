/**
 * The bank-transfer screen's upload, loaded by the island (BankTransferScreen.tsx) once a file is chosen (so it stays
 * out of the page's first view): sends the receipt (upload-receipt.ts) and says how it went, a
 * refused file at the field, anything else in the page's toast (CheckoutToast.astro).
 */
import { clearCheckoutStorage, storeBankOrderKey } from '~/features/listings/checkout/browser-storage';
import { showToast } from '~/features/listings/checkout/checkout-toast';
import { FILE_PROBLEMS, problemMessage, problemTexts } from './problems';
import type { BankTransferStrings } from './strings';
import { uploadReceipt, type UploadTarget } from './upload-receipt';

/** Stored (the screen shows the confirmation), or refused, with the message for the field when the file was the problem. */
export type UploadAnswer = { stored: true } | { stored: false; fieldMessage?: string };

/** Where and how the screen uploads: its strings, the endpoint and its idempotency key. */
export interface UploadConfig {
  strings: BankTransferStrings;
  uploadUrl: string;
  receiptKey: string;
}

/** Uploads the receipt for `target`; a stored one clears the browser-held checkout. */
export async function sendReceipt(config: UploadConfig, file: File, target: UploadTarget): Promise<UploadAnswer> {
  const s = config.strings;
  const outcome = await uploadReceipt(config.uploadUrl, file, target, config.receiptKey);
  if (outcome === 'ok') {
    clearCheckoutStorage();
    return { stored: true };
  }
  // This order takes no receipt any more: showing the screen again makes a new one.
  if (outcome === 'closed' || outcome === 'unknown_order') storeBankOrderKey(null);
  if (FILE_PROBLEMS.includes(outcome)) return { stored: false, fieldMessage: problemMessage(s, outcome) };
  showToast(...problemTexts(s, outcome));
  return { stored: false };
}

/** The success toast, once the confirmation is shown. */
export function announceStored(s: BankTransferStrings): void {
  showToast(s.successTitle, s.successText, 'success');
}
