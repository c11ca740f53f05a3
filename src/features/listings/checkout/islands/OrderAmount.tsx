/**
 * The Transfer Amount panel: amount, plan and the order number to quote as the payment reference,
 * the amount and the reference each with a 'Copy' button. The amount is known from the stored form
 * before the order arrives; the number needs the order.
 */
import type { BankTransferOrder } from '~/features/listings/checkout/bank-order';
import type { CheckoutOrder } from '~/features/listings/checkout/schemas';
import { getPlanAmount, type PlanType } from '~/features/listings/plans/catalog';
import DetailRow, { type CopyContext } from './DetailRow';

interface Props {
  context: CopyContext;
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
export default function OrderAmount({ context, planNames, prices, order, draft, orderFailed, restartPath }: Props) {
  const s = context.strings;
  const planType = order?.planType ?? draft?.planType;
  const currency = order?.currency ?? draft?.form.currency;
  const loading = !order && !orderFailed;
  const reference = order ? order.orderNumber : orderFailed ? draft?.form.businessName : undefined;
  return (
    <section
      aria-labelledby="amount-title"
      className="rounded-box border-2 border-primary bg-base-100 p-5 shadow-sm sm:p-6"
      aria-busy={!planType && !restartPath}
    >
      <h2 id="amount-title" className="text-xl font-bold">
        {s.amountTitle}
      </h2>
      {planType && currency ? (
        <>
          <dl className="mt-2">
            {/* The bare number is copied: bank apps take the currency from the account. */}
            <DetailRow
              label={s.amountLabel}
              id="transfer-amount"
              testId="transfer-amount"
              valueClass="text-2xl font-extrabold text-primary"
              copy={String(order?.amount ?? getPlanAmount(planType, currency))}
              context={context}
            >
              {prices[planType][currency]}
            </DetailRow>
            <DetailRow label={s.plan} id="transfer-plan" context={context}>
              {planNames[planType]}
            </DetailRow>
            <DetailRow label={s.reference} id="payment-reference" testId="payment-reference" copy={reference ?? null} context={context}>
              <span aria-busy={loading}>{reference ?? '…'}</span>
            </DetailRow>
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
        <p className="mt-3 min-h-[16.25rem] text-base-content/80 sm:min-h-[12.125rem]">{s.loading}</p>
      )}
    </section>
  );
}
