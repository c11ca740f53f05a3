/** The payment options section: currency, payment method (card only for USD) and the bank-transfer note. */
import type { UseFormRegister } from 'react-hook-form';
import type { CheckoutFormInput } from '~/features/listings/checkout/schemas';
import type { CheckoutFormStrings } from './strings';

interface Props {
  strings: CheckoutFormStrings;
  register: UseFormRegister<CheckoutFormInput>;
  currency: string;
  method: string;
  /** The values the server rendered, so the radios are checked without JavaScript too. */
  initial: Pick<CheckoutFormInput, 'currency' | 'paymentMethod'>;
  cardAvailable: boolean;
  /**
   * Disable the card option while SRD is chosen. Only once hydrated: without JavaScript the
   * choice of USD could not enable it again, so the server checks that rule on submit instead.
   */
  lockCardForSrd: boolean;
  currencyError?: string;
  methodError?: string;
}

const optionClass =
  'flex cursor-pointer items-center gap-3 rounded-field border border-base-300 p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60';

/** Currency and method radios; choosing SRD switches the method to bank transfer. */
export default function PaymentOptions({ strings: s, register, currency, method, initial, cardAvailable, lockCardForSrd, currencyError, methodError }: Props) {
  const cardDisabled = !cardAvailable || (lockCardForSrd && currency === 'SRD');
  const radio = (name: 'currency' | 'paymentMethod', value: string) => ({
    type: 'radio' as const,
    value,
    className: 'radio radio-primary',
    defaultChecked: initial[name] === value,
    ...register(name),
  });
  const cardHint = !cardAvailable ? s.cardUnavailable : currency === 'SRD' ? s.cardUsdOnly : s.cardNote;
  return (
    <fieldset className="rounded-box border border-base-300 p-5">
      <legend className="px-2 text-lg font-semibold">{s.payment}</legend>
      <div className="space-y-6">
        <fieldset>
          <legend className="mb-2 text-sm font-medium">{s.currency}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <label className={optionClass}>
              <input {...radio('currency', 'SRD')} />
              <span>{s.currencySRD}</span>
            </label>
            <label className={optionClass}>
              <input {...radio('currency', 'USD')} />
              <span>{s.currencyUSD}</span>
            </label>
          </div>
          {currencyError && <p className="mt-1 text-sm text-error">{currencyError}</p>}
        </fieldset>
        <fieldset aria-describedby="card-hint">
          <legend className="mb-2 text-sm font-medium">{s.method}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <label className={optionClass}>
              <input {...radio('paymentMethod', 'creditcard')} disabled={cardDisabled} />
              <span>{s.creditcard}</span>
            </label>
            <label className={optionClass}>
              <input {...radio('paymentMethod', 'banktransfer')} />
              <span>{s.banktransfer}</span>
            </label>
          </div>
          <p id="card-hint" className="mt-2 text-sm text-base-content/80">
            {cardHint}
          </p>
          {methodError && <p className="mt-1 text-sm text-error">{methodError}</p>}
        </fieldset>
        {method === 'banktransfer' && (
          <div className="rounded-field bg-base-200 p-4" data-testid="bank-transfer-note">
            <p className="font-semibold">{s.bankTitle}</p>
            <p className="mt-1 text-sm">{s.bankText}</p>
          </div>
        )}
      </div>
    </fieldset>
  );
}
