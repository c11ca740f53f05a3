/**
 * The payment result cards (spec section 2): a verifying spinner, the success card with next steps,
 * or the failure card. Presentational: the island and the server-verified page both render it.
 */
import { NextSteps, ResultIcon, ResultLinks } from './ResultParts';
import type { PaymentResultStrings } from './strings';

export type ResultView =
  { state: 'verifying' } | { state: 'success'; planName: string | null; businessName: string | null } | { state: 'failure'; message: string };

interface Props {
  view: ResultView;
  strings: PaymentResultStrings;
  links: { home: string; contact: string; checkout: string };
}

const card = 'mx-auto max-w-xl rounded-box border border-base-300 bg-base-100 p-8 text-center shadow-sm';

/** One of the three result states. */
export default function PaymentResultCard({ view, strings: s, links }: Props) {
  if (view.state === 'verifying') {
    return (
      <div className={card} role="status" data-testid="payment-verifying">
        <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
        <p className="mt-4 text-lg">{s.verifying}</p>
      </div>
    );
  }
  if (view.state === 'failure') {
    return (
      <div className={card} data-testid="payment-failure">
        <ResultIcon result="failure" />
        <h2 className="mt-4 text-2xl font-bold">{s.failureTitle}</h2>
        <p className="mt-2" role="alert">
          {view.message}
        </p>
        <ResultLinks main={{ href: links.checkout, label: s.retry }} other={{ href: links.contact, label: s.support }} />
      </div>
    );
  }
  return (
    <div className={card} data-testid="payment-success">
      <ResultIcon result="success" />
      <h2 className="mt-4 text-2xl font-bold">{s.title}</h2>
      <p className="mt-2" role="status">
        {s.activated.replace('{plan}', view.planName ?? '')}
      </p>
      {view.businessName && <p className="mt-1 font-semibold">{s.business.replace('{name}', view.businessName)}</p>}
      <NextSteps title={s.nextTitle} steps={[s.next1, s.next2, s.next3, s.next4]} />
      <ResultLinks main={{ href: links.home, label: s.home }} other={{ href: links.contact, label: s.contact }} />
    </div>
  );
}
