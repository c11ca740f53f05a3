/** Sends the receipt to POST /api/bank-transfer/receipt for the screen's order (or with its form, when it has none). */
import { isReceiptProblem, type ReceiptProblem } from '~/features/listings/checkout/receipt-rules';
import type { StoredBankOrder } from './stored-form';

export type UploadOutcome = 'ok' | ReceiptProblem;

/** What the receipt is for: the order made when the screen was shown, or the stored plan and form. */
export type UploadTarget = { orderId: string } | StoredBankOrder;

/**
 * Uploads and classifies the answer for the toast to show. `idempotencyKey` stays the same for
 * every try on one screen, so a try whose answer was lost and is sent again stores nothing twice.
 */
export async function uploadReceipt(url: string, file: File, target: UploadTarget, idempotencyKey: string): Promise<UploadOutcome> {
  const body = new FormData();
  if ('orderId' in target) body.set('orderId', target.orderId);
  else {
    body.set('planType', target.planType);
    body.set('form', JSON.stringify(target.form));
  }
  body.set('idempotencyKey', idempotencyKey);
  body.set('receipt', file, file.name);
  try {
    const res = await fetch(url, { method: 'POST', body, credentials: 'same-origin', headers: { Accept: 'application/json' } });
    if (res.ok) return 'ok';
    const answer = (await res.json().catch(() => null)) as { problem?: unknown } | null;
    if (isReceiptProblem(answer?.problem)) return answer.problem;
    if (res.status === 413) return 'size';
    console.error('Receipt upload refused:', res.status, answer);
    return 'failed';
  } catch (error) {
    console.error('Receipt upload failed:', error);
    return 'failed';
  }
}
