/**
 * The bank-transfer screen's upload, loaded by bank-transfer.ts once a file is chosen (so it stays
 * out of the page's first view): sends the receipt (upload-receipt.ts) and says how it went, a
 * refused file at the field, anything else in the page's toast (CheckoutToast.astro).
 */
import { clearCheckoutStorage, storeBankOrderKey } from '~/features/listings/checkout/browser-storage';
import { showToast } from '~/features/listings/checkout/checkout-toast';
import type { BankTransferConfig } from './config';
import { FILE_PROBLEMS, problemMessage, problemTexts } from './problems';
import { uploadReceipt, type UploadTarget } from './upload-receipt';

/** Stored (the screen shows the confirmation), or refused, with the message for the field when the file was the problem. */
export type UploadAnswer = { stored: true } | { stored: false; fieldMessage?: string };

/** Uploads the receipt for `target`; a stored one clears the browser-held checkout. */
export async function sendReceipt(config: BankTransferConfig, file: File, target: UploadTarget): Promise<UploadAnswer> {
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
export function announceStored(config: BankTransferConfig): void {
  showToast(config.strings.successTitle, config.strings.successText, 'success');
}
