/**
 * What the bank-transfer screen shows, decided on the server. With JavaScript the island reads the
 * plan and form from browser storage and asks for the order itself; these cases are for a browser
 * without it. The order comes from the checkout form just posted (see checkout-page.server.ts), or
 * from ?order= / the posted orderId. A POST is the receipt form: stored, it answers 303 to
 * ?receipt=<order id>, which shows the confirmation; refused, the screen comes back with the
 * message and the order.
 */
import type { Db } from '~/db/client';
import { getOrder } from '~/features/listings/orders/orders.server';
import { localizePath, type Locale } from '~/i18n';
import { isPlanType } from '~/features/listings/plans/catalog';
import { isEditorTokenShaped } from '~/features/listings/lifecycle/editor-tokens.server';
import type { BankTransferOrder } from './bank-order';
import { findOpenBankTransferOrder } from './bank-order.server';
import { RECEIPT_PAGE_BODY_LIMIT, type ReceiptProblem } from './receipt-rules';
import { receiveReceiptUpload } from './receipt-upload.server';

export type BankTransferPageState =
  | {
      view: 'upload';
      order: BankTransferOrder | null;
      problem?: ReceiptProblem;
      restartPath?: string;
      /** The order's last receipt was rejected for this reason: the screen asks for a new one. */
      rejectionReason?: string;
      /** A renewal link's token from the checkout (?renew=): the island's order renews that listing. */
      renewToken?: string;
    }
  | { view: 'done' };

export interface BankTransferPageAnswer {
  state: BankTransferPageState;
  status: number;
}

/** An order id as the confirmation address carries it. */
const ORDER_ID = /^[0-9a-f-]{36}$/;

/** Handles a GET or POST of either bank-transfer address; a Response means "send this as it is". */
export async function resolveBankTransferPage(db: Db, request: Request, url: URL, lang: Locale, now: Date): Promise<BankTransferPageAnswer | Response> {
  const orderIdFromUrl = url.searchParams.get('order');
  if (request.method === 'POST') {
    const result = await receiveReceiptUpload(db, request, lang, { bodyLimit: RECEIPT_PAGE_BODY_LIMIT, orderIdFromUrl, now });
    if (result.ok) {
      const done = `${url.pathname}?receipt=${result.order.orderId}`;
      return new Response(null, { status: 303, headers: { Location: done, 'Cache-Control': 'no-store' } });
    }
    // Without the order (unknown, closed, or a body too large to read), offer the checkout again.
    const plan = url.searchParams.get('plan');
    const restartPath = `${localizePath('/checkout', lang)}${isPlanType(plan) ? `?plan=${plan}` : ''}`;
    const state = { view: 'upload', order: result.order, problem: result.problem, restartPath, ...rejectionOf(db, result.order) } as const;
    return { state, status: result.status };
  }
  const receipt = url.searchParams.get('receipt');
  if (receipt && ORDER_ID.test(receipt)) {
    const row = getOrder(db, receipt);
    if (row?.receiptPath) return { state: { view: 'done' }, status: 200 };
  }
  const order = findOpenBankTransferOrder(db, orderIdFromUrl, now);
  // Only passed on: the order endpoint checks the token when the island asks for the order.
  const renew = url.searchParams.get('renew');
  const renewToken = renew && isEditorTokenShaped(renew) ? renew : undefined;
  return { state: { view: 'upload', order, ...rejectionOf(db, order), renewToken }, status: 200 };
}

/** The reason of a rejected order (its rejection email links here), to show above the upload. */
function rejectionOf(db: Db, order: BankTransferOrder | null): { rejectionReason?: string } {
  if (order?.status !== 'rejected') return {};
  return { rejectionReason: getOrder(db, order.orderId)?.rejectionReason ?? '' };
}
