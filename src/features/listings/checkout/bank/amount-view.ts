/**
 * What the Transfer Amount panel shows for the order known so far (the server's, the browser's, or
 * only the stored plan and form while the order is on its way). One function for the island and for
 * the page's load script, which shows the same values before the island runs. Runs anywhere.
 */
import type { BankTransferOrder } from '~/features/listings/checkout/bank-order';
import { getPlanAmount, type PlanType } from '~/features/listings/plans/catalog';
import type { BankOrderState } from './bank-state';

export interface AmountView {
  /** The formatted amount, e.g. 'SRD 1,250'. */
  amount: string;
  /** The bare number its 'Copy' button puts on the clipboard. */
  copyAmount: string;
  planName: string;
  /** The order number, or the business name when the order failed; null while the order is on its way. */
  reference: string | null;
  failed: boolean;
}

export interface AmountTexts {
  planNames: Record<PlanType, string>;
  prices: Record<PlanType, Record<'SRD' | 'USD', string>>;
}

/** The panel's values, or null while nothing is known (the panel says it is loading). */
export function describeAmount(serverOrder: BankTransferOrder | null, state: BankOrderState, texts: AmountTexts): AmountView | null {
  const order = state.order ?? serverOrder;
  if (order) {
    return {
      amount: texts.prices[order.planType][order.currency],
      copyAmount: String(order.amount),
      planName: texts.planNames[order.planType],
      reference: order.orderNumber,
      failed: false,
    };
  }
  const draft = state.draft;
  if (!draft) return null;
  return {
    amount: texts.prices[draft.planType][draft.form.currency],
    copyAmount: String(getPlanAmount(draft.planType, draft.form.currency)),
    planName: texts.planNames[draft.planType],
    reference: state.failed ? draft.form.businessName : null,
    failed: state.failed,
  };
}
