/** Rules for a bank-transfer receipt (spec sections 5 and 9): JPEG, PNG or PDF, at most 5MB. */

/** 5MB, as the spec's message says. */
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;

/** Room for the form fields and multipart framing around the file. */
export const RECEIPT_BODY_LIMIT = RECEIPT_MAX_BYTES + 64 * 1024;

/**
 * What the bank-transfer page reads of a receipt form posted without JavaScript. More than the
 * endpoint: a file somewhat over 5MB then still leaves the order readable, so the screen can come
 * back with the message instead of losing what the visitor typed.
 */
export const RECEIPT_PAGE_BODY_LIMIT = 12 * 1024 * 1024;

export const receiptTypes = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
} as const;
export type ReceiptMime = keyof typeof receiptTypes;

/** Why an upload was refused, for the island's toast and the page's alert. */
export type ReceiptProblem = 'size' | 'type' | 'failed';

/** The file input's accept list (types and extensions, for pickers that only know one). */
export const RECEIPT_ACCEPT = 'image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf';

/** True when a MIME type is an allowed receipt type. */
export function isReceiptMime(value: string): value is ReceiptMime {
  return Object.hasOwn(receiptTypes, value);
}

/**
 * The browser's first check of a chosen file, by its declared type or name. The server decides
 * from the bytes; this only saves a visitor an upload that would be refused.
 */
export function checkReceiptFile(file: { name: string; type: string; size: number }): 'ok' | 'type' | 'size' {
  const byName = /\.(jpe?g|png|pdf)$/i.test(file.name);
  if (!isReceiptMime(file.type) && !(file.type === '' && byName)) return 'type';
  if (file.size > RECEIPT_MAX_BYTES) return 'size';
  return 'ok';
}
