/**
 * How a stored bank-transfer receipt is served to the admin: shown in place (an image in the page, a PDF in a
 * frame of the Orders tab) or downloaded. Runs anywhere (the Orders tab picks its preview by `getReceiptKind`).
 */
import { z } from 'zod';

/** What the Orders tab shows a receipt in: an <img> or a PDF viewer frame. */
export type ReceiptKind = 'image' | 'pdf';

/** The preview element for a stored receipt type; null when there is no receipt (or a type the cleaner never stores). */
export function getReceiptKind(mime: string | null): ReceiptKind | null {
  if (mime === 'image/jpeg' || mime === 'image/png') return 'image';
  return mime === 'application/pdf' ? 'pdf' : null;
}

/** The receipt route's query: nothing (shown in place) or `download=1` (saved as a file). */
export const receiptQuerySchema = z.strictObject({ download: z.literal('1', { error: 'download must be 1' }).optional() });

/**
 * The headers of a receipt answer. Shown in place (`inline`), it may be framed by the dashboard only
 * (`frame-ancestors 'self'`, `X-Frame-Options: SAMEORIGIN`) and runs in a sandbox without scripts, so even a
 * PDF the cleaner let through could not act in the admin's origin; a download is `attachment` and framed by none.
 * The type is the one stored from the sniffed bytes, never guessed again by the browser (`nosniff`).
 */
export function getReceiptHeaders(receipt: { orderId: string; mime: string; ext: string; bytes: number }, download: boolean): Record<string, string> {
  const filename = `receipt-${receipt.orderId}.${receipt.ext}`;
  return {
    'Content-Type': receipt.mime,
    'Content-Length': String(receipt.bytes),
    'Content-Disposition': `${download ? 'attachment' : 'inline'}; filename="${filename}"`,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
    'Content-Security-Policy': `sandbox; default-src 'none'; frame-ancestors ${download ? "'none'" : "'self'"}`,
    'X-Frame-Options': download ? 'DENY' : 'SAMEORIGIN',
  };
}
