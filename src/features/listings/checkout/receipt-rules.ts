/** Rules for a bank-transfer receipt (spec sections 5 and 9): JPEG, PNG or PDF, at most 5MB. */

/** 5MB, as the spec's message says. */
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Largest image receipt in pixels (50 megapixels: a 8660 × 5774 photo). A phone photo is 12-48 MP;
 * above this a small compressed file can decode to gigabytes of memory.
 */
export const RECEIPT_MAX_PIXELS = 50_000_000;

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

/**
 * Why an upload was refused, for the island's toast and the page's alert: too many bytes, not a
 * JPEG/PNG/PDF, too many pixels, a PDF with active content, a file that cannot be opened, an order
 * already decided, an order not known, too many receipts for one email address, or anything else.
 */
const receiptProblems = ['size', 'type', 'pixels', 'active', 'unreadable', 'closed', 'unknown_order', 'limited', 'failed'] as const;
export type ReceiptProblem = (typeof receiptProblems)[number];

/** True when a value is a ReceiptProblem (the API names it in its refusals). */
export function isReceiptProblem(value: unknown): value is ReceiptProblem {
  return typeof value === 'string' && (receiptProblems as readonly string[]).includes(value);
}

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
