/**
 * The Transfer Amount panel: amount, plan and the order number to quote as the payment reference.
 * The amount is known from the stored form before the order arrives; the number needs the order.
 */
import type { BankTransferOrder } from '~/features/listings/checkout/bank-order';
import type { CheckoutOrder } from '~/features/listings/checkout/schemas';
import type { PlanType } from '~/features/listings/plans/catalog';
import type { BankTransferStrings } from './strings';

interface Props {
  strings: BankTransferStrings;
  planNames: Record<PlanType, string>;
  prices: Record<PlanType, Record<'SRD' | 'USD', string>>;
  order: BankTransferOrder | null;
  draft: CheckoutOrder | null;
  /** The order could not be made: say so instead of waiting for its number. */
  orderFailed: boolean;
  /** A refused post whose order is not known: where to start again. */
  restartPath?: string;
}

/** The panel; keeps its height while the order loads, so nothing below it moves. */
export default function OrderAmount({ strings: s, planNames, prices, order, draft, orderFailed, restartPath }: Props) {
  const planType = order?.planType ?? draft?.planType;
  const currency = order?.currency ?? draft?.form.currency;
  const loading = !order && !orderFailed;
  return (
    <section aria-labelledby="amount-title" className="rounded-box border-2 border-primary bg-base-100 p-6 shadow-sm" aria-busy={!planType && !restartPath}>
      <h2 id="amount-title" className="text-xl font-bold">
        {s.amountTitle}
      </h2>
      {planType && currency ? (
        <>
          <p className="mt-3 text-3xl font-extrabold text-primary" data-testid="transfer-amount">
            {prices[planType][currency]}
          </p>
          <dl className="mt-1 space-y-1 text-sm">
            <div className="flex gap-2">
              <dt>{s.plan}:</dt>
              <dd className="font-semibold">{planNames[planType]}</dd>
            </div>
            <div className="flex gap-2">
              <dt>{s.reference}:</dt>
              <dd className="font-mono font-semibold break-all" data-testid="payment-reference" aria-busy={loading}>
                {order ? order.orderNumber : orderFailed ? draft?.form.businessName : '…'}
              </dd>
            </div>
          </dl>
          <p className="mt-1 text-sm text-base-content/80" role={orderFailed ? 'alert' : undefined}>
            {orderFailed ? s.orderFailed : s.referenceHint}
          </p>
        </>
      ) : restartPath ? (
        <p className="mt-3">
          <a className="link font-semibold" href={restartPath}>
            {s.restart}
          </a>
        </p>
      ) : (
        <p className="mt-3 min-h-[6.75rem] text-base-content/80">{s.loading}</p>
      )}
    </section>
  );
}
