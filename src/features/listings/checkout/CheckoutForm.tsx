/**
 * The checkout form island (spec sections 2, 4 and 5): business information, billing address and
 * payment options, run by react-hook-form with the shared zod schema (loaded at the first check).
 * Its server render is the form without JavaScript: a real form that posts to the page, with the
 * values, messages and alert of a refused post. Once hydrated, a field is checked when it is left,
 * and after that (or after a submit) again as it is typed in; a failed submit focuses the first
 * wrong field. SRD (or no card processor) means a bank transfer. A valid form goes on to the
 * bank-transfer screen (kept in local storage) or to Stripe's hosted page; when the schema cannot
 * be loaded, the form is sent to the server, which checks it. Sets `data-ready` on the form once
 * it runs (the e2e tests wait for it).
 */
import { useEffect, useMemo, useRef, useState, type SubmitEvent, type ReactElement } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import CheckoutField from './CheckoutField';
import PaymentOptions from './PaymentOptions';
import { showToast } from './checkout-toast';
import { bankTransferOnly, makeLazyResolver, submitText } from './checkout-form-rules';
import type { CheckoutFormProps } from './checkout-form-props';
import { payCheckout } from './checkout-pay';
import { checkoutFields, type CheckoutField as FieldName } from './form-fields';
import type { CheckoutForm as ValidForm, CheckoutFormInput } from './schemas';

type Choice = { currency: string; method: string };

/** The checkout form, hydrated late (see README, Islands); the server render works on its own. */
export default function CheckoutForm(props: CheckoutFormProps): ReactElement {
  const { strings: s, values, cardAvailable } = props;
  const formRef = useRef<HTMLFormElement>(null);
  const lazy = useMemo(() => makeLazyResolver(props.messages), [props.messages]);
  // The server's messages start as the form's errors; react-hook-form replaces each at that field's first check.
  const serverErrors = useMemo<FieldErrors<CheckoutFormInput>>(
    () => Object.fromEntries(Object.entries(props.errors).map(([name, message]) => [name, { type: 'server', message }])),
    [props.errors],
  );
  // No defaultValues: at registration react-hook-form reads each field from the page, keeping what was typed before hydration.
  const { register, handleSubmit, getValues, setValue, watch, formState } = useForm<CheckoutFormInput, unknown, ValidForm>({
    mode: 'onTouched',
    reValidateMode: 'onChange',
    resolver: lazy.resolver,
    errors: serverErrors,
    shouldFocusError: false,
  });
  const [live, setLive] = useState(false);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState(props.serverAlert);
  const [chosen, setChosen] = useState<Choice>({ currency: values.currency, method: values.paymentMethod });
  const error = (name: FieldName): string | undefined => formState.errors[name]?.message;

  /** Only an SRD bank account exists and the card processor charges USD: SRD means bank transfer. */
  function keepMethodAllowed(): void {
    // Not only 'creditcard': react-hook-form reads a checked but disabled radio (no card processor) as no value.
    if (bankTransferOnly(getValues('currency'), cardAvailable) && getValues('paymentMethod') !== 'banktransfer') {
      setValue('paymentMethod', 'banktransfer', { shouldValidate: true });
    }
  }

  useEffect(() => {
    const follow = watch((v) => setChosen({ currency: v.currency ?? '', method: v.paymentMethod ?? '' }));
    // A form kept in the browser was filled into the page on load (checkout-start.ts), so it is read from there.
    keepMethodAllowed();
    setChosen({ currency: getValues('currency'), method: getValues('paymentMethod') });
    setLive(true);
    return () => follow.unsubscribe();
    // Runs once, at hydration: the props never change.
  }, []);

  async function pay(valid: ValidForm): Promise<void> {
    setAlert(null);
    try {
      await payCheckout(valid, props);
    } catch (failure) {
      console.error('Checkout failed:', failure);
      showToast(s.paymentFailedTitle, s.paymentFailedText);
      setBusy(false);
    }
  }

  function focusFirstWrong(errors: FieldErrors<CheckoutFormInput>): void {
    setBusy(false);
    const first = checkoutFields.find((name) => errors[name]);
    const inputs = Array.from(formRef.current?.querySelectorAll<HTMLInputElement>(`input[name="${first}"]`) ?? []);
    (inputs.find((input) => input.checked) ?? inputs[0])?.focus();
  }

  async function submit(event: SubmitEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await lazy.ready();
    } catch (failure) {
      // The check could not load (a dropped connection): send the form to the server, which checks it.
      console.error('Checking the form in the browser failed; sending it to the server:', failure);
      formRef.current?.submit();
      return;
    }
    await handleSubmit(pay, focusFirstWrong)();
  }

  const field = (name: FieldName) => ({
    registration: register(name),
    defaultValue: values[name] ?? '',
    error: error(name),
    autoFocus: props.focusField === name,
  });
  return (
    <form
      ref={formRef}
      method="post"
      action={props.action}
      noValidate
      aria-label={s.label}
      className="space-y-8"
      data-checkout-form
      data-ready={live ? '' : undefined}
      onSubmit={(event) => void submit(event)}
    >
      <input type="hidden" name="orderKey" value={props.orderKey} />
      <fieldset className="rounded-box border border-base-300 p-5">
        <legend className="px-2 text-lg font-semibold">{s.business}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <CheckoutField label={s.businessName} autoComplete="organization" {...field('businessName')} />
          <CheckoutField label={s.contactName} autoComplete="name" {...field('contactName')} />
          <CheckoutField type="email" label={s.email} autoComplete="email" {...field('email')} />
          <CheckoutField type="tel" label={s.phone} autoComplete="tel" {...field('phone')} />
        </div>
      </fieldset>
      <fieldset className="rounded-box border border-base-300 p-5">
        <legend className="px-2 text-lg font-semibold">{s.billing}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <CheckoutField className="sm:col-span-2" label={s.billingAddress} autoComplete="address-line1" {...field('billingAddress')} />
          <CheckoutField label={s.city} autoComplete="address-level2" {...field('city')} />
          <CheckoutField label={s.postalCode} autoComplete="postal-code" required={false} {...field('postalCode')} />
        </div>
      </fieldset>
      <PaymentOptions
        s={s}
        currency={register('currency', { onChange: keepMethodAllowed })}
        method={register('paymentMethod')}
        chosen={chosen}
        initial={{ currency: values.currency, method: values.paymentMethod }}
        cardAvailable={cardAvailable}
        live={live}
        currencyError={error('currency')}
        methodError={error('paymentMethod')}
      />
      {alert && (
        <p role="alert" className="alert alert-error" data-testid="checkout-server-alert">
          {alert}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-lg w-full" disabled={busy}>
        {live ? submitText(s, chosen.method, props.usdPrice, busy) : s.submit}
      </button>
    </form>
  );
}
