/** Sends the receipt with the stored form to POST /api/bank-transfer/receipt. */
import type { CheckoutForm } from '../../lib/checkout/schemas';
import type { ReceiptProblem } from '../../lib/checkout/receipt-rules';
import type { PlanType } from '../../lib/plans/catalog';

export type UploadOutcome = 'ok' | ReceiptProblem;

/** Uploads and classifies the answer for the toast to show. */
export async function uploadReceipt(url: string, file: File, planType: PlanType, form: CheckoutForm): Promise<UploadOutcome> {
  const body = new FormData();
  body.set('planType', planType);
  body.set('form', JSON.stringify(form));
  body.set('receipt', file, file.name);
  try {
    const res = await fetch(url, { method: 'POST', body, credentials: 'same-origin', headers: { Accept: 'application/json' } });
    if (res.ok) return 'ok';
    if (res.status === 413) return 'size';
    if (res.status === 415) return 'type';
    console.error('Receipt upload refused:', res.status, await res.text().catch(() => ''));
    return 'failed';
  } catch (error) {
    console.error('Receipt upload failed:', error);
    return 'failed';
  }
}
