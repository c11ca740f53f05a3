/**
 * The Transfer Amount panel: amount, plan and the order number to quote as the payment reference,
 * the amount and the reference each with a 'Copy' button. Until anything is known the panel says it
 * is loading (keeping the rows' height, so nothing below moves) and its rows wait hidden; the page's
 * load script fills them from the stored form, then the order, before the island runs (bank-start.ts
 * writes only these values, the `hidden` flags and aria-busy, which the island then owns).
 */
import type { ReactElement } from 'react';
import type { AmountView } from './amount-view';
import DetailRow from './DetailRow';
import type { BankTransferStrings } from './strings';

interface Props {
  strings: BankTransferStrings;
  view: AmountView | null;
  /** A refused post whose order is not known: where to start again. */
  restartPath?: string;
  live: boolean;
  announce: (text: string) => void;
}

/** The panel. */
export default function OrderAmount({ strings: s, view, restartPath, live, announce }: Props): ReactElement {
  const copying = { strings: s, live, announce };
  const waiting = view === null || (view.reference === null && !view.failed);
  return (
    <section
      aria-labelledby="amount-title"
      className="rounded-box border-2 border-primary bg-base-100 p-5 shadow-sm sm:p-6"
      aria-busy={view === null && !restartPath ? 'true' : 'false'}
      data-order-amount
    >
      <h2 id="amount-title" className="text-xl font-bold">
        {s.amountTitle}
      </h2>
      {restartPath && !view ? (
        <p className="mt-3">
          <a className="link font-semibold" href={restartPath}>
            {s.restart}
          </a>
        </p>
      ) : (
        <>
          <p className="mt-3 min-h-[16.25rem] text-base-content/80 sm:min-h-[12.125rem]" hidden={view !== null} data-amount-loading>
            {s.loading}
          </p>
          <div hidden={view === null} data-amount-rows>
            <dl className="mt-2">
              <DetailRow
                label={s.amountLabel}
                id="transfer-amount"
                testId="transfer-amount"
                valueClass="text-2xl font-extrabold text-primary"
                copy={view?.copyAmount ?? null}
                copying={copying}
              >
                {view?.amount ?? ''}
              </DetailRow>
              <DetailRow label={s.plan} id="transfer-plan">
                {view?.planName ?? ''}
              </DetailRow>
              <DetailRow label={s.reference} id="payment-reference" testId="payment-reference" copy={view?.reference ?? null} copying={copying}>
                <span aria-busy={waiting ? 'true' : 'false'} suppressHydrationWarning>
                  {view?.reference ?? '…'}
                </span>
              </DetailRow>
            </dl>
            <p className="mt-1 text-sm text-base-content/80" role={view?.failed ? 'alert' : undefined} data-amount-hint suppressHydrationWarning>
              {view?.failed ? s.orderFailed : s.referenceHint}
            </p>
          </div>
        </>
      )}
    </section>
  );
}
