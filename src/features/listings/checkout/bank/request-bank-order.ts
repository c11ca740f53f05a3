/**
 * Asks POST /api/bank-transfer/order for the order of the bank-transfer screen, with the
 * idempotency key kept in local storage: showing the screen again returns the same order. A key
 * the server refuses as used for other details (the visitor changed the form), or whose order is
 * decided or lapsed, is replaced by a new one and the order asked for once more. A form the
 * server's schema refuses (400) is answered 'refused': the screen sends the visitor back to the checkout.
 */
import { isOrderReusableForCheckout, makeIdempotencyKey, type BankTransferOrder } from '~/features/listings/checkout/bank-order';
import { readBankOrderKey, storeBankOrderKey } from '~/features/listings/checkout/browser-storage';
import type { PlanType } from '~/features/listings/plans/catalog';
import type { StoredBankForm } from './stored-form';

function isBankTransferOrder(value: unknown): value is BankTransferOrder {
  const o = value as Partial<BankTransferOrder> | null;
  return typeof o?.orderId === 'string' && typeof o.orderNumber === 'string' && typeof o.planType === 'string' && typeof o.status === 'string';
}

/**
 * The order; 'refused' when the server finds the stored details wrong; null when it could not be
 * made otherwise (offline, a limit: the screen then uploads with the form instead).
 */
export async function requestBankOrder(
  url: string,
  planType: PlanType,
  form: StoredBankForm,
  renewToken?: string,
): Promise<BankTransferOrder | 'refused' | null> {
  let key = readBankOrderKey();
  for (let round = 0; round < 2; round++) {
    if (!key) {
      key = makeIdempotencyKey();
      storeBankOrderKey(key);
    }
    try {
      const res = await fetch(url, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ planType, form, idempotencyKey: key, ...(renewToken ? { renewToken } : {}) }),
      });
      const body: unknown = await res.json().catch(() => null);
      if (res.ok && isBankTransferOrder(body) && isOrderReusableForCheckout(body.status)) return body;
      if (res.status === 400) return 'refused';
      if (!res.ok && res.status !== 409) {
        console.error('Bank-transfer order refused:', res.status, body);
        return null;
      }
    } catch (error) {
      console.error('Bank-transfer order failed:', error);
      return null;
    }
    key = null; // used for other details, or its order is closed: a new order with a new key
  }
  return null;
}
