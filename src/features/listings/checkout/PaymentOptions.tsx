/**
 * The payment options of the checkout form island: currency, payment method (card only for USD)
 * and the bank-transfer note. The server render (`live` false) is the form without JavaScript: the
 * card stays enabled there, since without a script choosing USD could not enable it again (the
 * server checks that rule on submit). Once the island runs, the card is disabled while SRD is
 * chosen and the note shows only while a bank transfer is chosen.
 */
import type { ReactElement } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cardHint, type CheckoutFormStrings } from './checkout-form-rules';

interface PaymentOptionsProps {
  s: CheckoutFormStrings;
  currency: UseFormRegisterReturn<'currency'>;
  method: UseFormRegisterReturn<'paymentMethod'>;
  /** The chosen currency and method, as the island knows them. */
  chosen: { currency: string; method: string };
  /** What the server rendered as checked. */
  initial: { currency: string; method: string };
  cardAvailable: boolean;
  live: boolean;
  currencyError?: string;
  methodError?: string;
}

const OPTION =
  'flex cursor-pointer items-center gap-3 rounded-field border border-base-300 p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60';

function Message({ text }: { text?: string }): ReactElement | null {
  return text ? (
    <p className="mt-1 text-sm text-error" data-field-error>
      {text}
    </p>
  ) : null;
}

/** Currency, method, the card hint and the bank note. */
export default function PaymentOptions({
  s,
  currency,
  method,
  chosen,
  initial,
  cardAvailable,
  live,
  currencyError,
  methodError,
}: PaymentOptionsProps): ReactElement {
  const cardDisabled = !cardAvailable || (live && chosen.currency === 'SRD');
  return (
    <fieldset className="rounded-box border border-base-300 p-5">
      <legend className="px-2 text-lg font-semibold">{s.payment}</legend>
      <div className="space-y-6" data-payment-options>
        <fieldset data-field="currency">
          <legend className="mb-2 text-sm font-medium">{s.currency}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <label className={OPTION}>
              <input type="radio" value="SRD" className="radio radio-primary" defaultChecked={initial.currency === 'SRD'} {...currency} />
              <span>{s.currencySRD}</span>
            </label>
            <label className={OPTION}>
              <input type="radio" value="USD" className="radio radio-primary" defaultChecked={initial.currency === 'USD'} {...currency} />
              <span>{s.currencyUSD}</span>
            </label>
          </div>
          <Message text={currencyError} />
        </fieldset>
        <fieldset aria-describedby="card-hint" data-field="paymentMethod">
          <legend className="mb-2 text-sm font-medium">{s.method}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <label className={OPTION}>
              <input
                type="radio"
                value="creditcard"
                className="radio radio-primary"
                defaultChecked={initial.method === 'creditcard'}
                disabled={cardDisabled}
                {...method}
              />
              <span>{s.creditcard}</span>
            </label>
            <label className={OPTION}>
              <input type="radio" value="banktransfer" className="radio radio-primary" defaultChecked={initial.method === 'banktransfer'} {...method} />
              <span>{s.banktransfer}</span>
            </label>
          </div>
          <p id="card-hint" className="mt-2 text-sm text-base-content/80">
            {cardHint(s, chosen.currency, cardAvailable)}
          </p>
          <Message text={methodError} />
        </fieldset>
        {chosen.method === 'banktransfer' && (
          <div className="rounded-field bg-base-200 p-4" data-testid="bank-transfer-note">
            <p className="font-semibold">{s.bankTitle}</p>
            <p className="mt-1 text-sm">{s.bankText}</p>
          </div>
        )}
      </div>
    </fieldset>
  );
}
