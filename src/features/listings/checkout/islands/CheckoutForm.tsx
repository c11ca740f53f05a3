/**
 * The checkout form island (spec sections 2, 4 and 5): business information, billing address and
 * payment options, validated with the shared zod schema. Card payments go to Stripe's hosted page;
 * bank transfers keep the form in the browser and continue to the bank-transfer screen.
 * The server renders it as a real form that posts to the page, so it also works before or without
 * JavaScript; what the server says about a posted form comes in as the initial values and errors.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { trackEvent } from '~/platform/analytics/track';
import { readCheckoutForm, storeCheckoutForm, storeSelectedPlan } from '~/features/listings/checkout/browser-storage';
import { checkoutFields, emptyCheckoutForm, pickCheckoutValues, type CheckoutFieldErrors } from '~/features/listings/checkout/form-fields';
import type { CheckoutForm as Form, CheckoutFormInput, CheckoutMessages } from '~/features/listings/checkout/schemas';
import { getPlanAmount, type PlanType } from '~/features/listings/plans/catalog';
import PaymentOptions from './PaymentOptions';
import TextField from './TextField';
import Toast from './Toast';
import { makeLazyCheckoutResolver } from './lazy-checkout-resolver';
import { requestCheckoutUrl } from './request-checkout';
import { useToast } from './use-toast';
import type { CheckoutFormStrings } from './strings';

interface Props {
  lang: string;
  planType: PlanType;
  cardAvailable: boolean;
  /** Where the form posts without JavaScript: this page, with its ?plan=. */
  action: string;
  /** Idempotency key of the bank-transfer order the form makes when posted without JavaScript. */
  orderKey: string;
  bankTransferPath: string;
  /** The card amount as shown, e.g. '$33 USD'. */
  usdPrice: string;
  strings: CheckoutFormStrings;
  messages: CheckoutMessages;
  /** A posted form the server sent back: its values, its messages, and whether Stripe failed. */
  initialValues?: CheckoutFormInput;
  initialErrors?: CheckoutFieldErrors & { _form?: string };
  paymentFailed?: boolean;
  /** A checked renewal link's token: the card order is tied to the listing it renews. */
  renewToken?: string;
}

/** The payment form of the checkout page. */
export default function CheckoutForm({
  lang,
  planType,
  cardAvailable,
  action,
  orderKey,
  bankTransferPath,
  usdPrice,
  strings: s,
  messages,
  initialValues,
  initialErrors = {},
  paymentFailed = false,
  renewToken,
}: Props) {
  const resolver = useMemo(() => makeLazyCheckoutResolver(messages), [messages]);
  const formRef = useRef<HTMLFormElement>(null);
  const startValues = useMemo(() => ({ ...emptyCheckoutForm, ...initialValues }), [initialValues]);
  const { register, handleSubmit, watch, setValue, setError, reset, formState } = useForm<CheckoutFormInput, unknown, Form>({
    resolver,
    defaultValues: startValues,
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = formState;
  // Until hydrated, the markup must equal the server's: server messages, no JS-only disabling.
  const [ready, setReady] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const [serverAlert, setServerAlert] = useState(paymentFailed ? `${s.paymentFailedTitle} - ${s.paymentFailedText}` : initialErrors._form);
  const { toast, show, close } = useToast();
  const currency = watch('currency');
  const method = watch('paymentMethod');

  useEffect(() => {
    if (initialValues) {
      // The server's answer to a posted form wins over an older stored one.
      for (const field of checkoutFields) {
        const message = initialErrors[field];
        if (message) setError(field, { type: 'server', message });
      }
    } else {
      // Back from the bank-transfer screen or Stripe's cancel link: fill in what was typed before.
      const stored = pickCheckoutValues(readCheckoutForm());
      if (Object.keys(stored).length > 0) reset({ ...emptyCheckoutForm, ...stored }, { keepDefaultValues: true });
    }
    storeSelectedPlan(planType);
    trackEvent('checkout_initiated', { plan_type: planType, currency: 'SRD', value: getPlanAmount(planType, 'SRD') });
    setReady(true);
    // Runs once on mount; the initial props do not change afterwards.
  }, []);

  useEffect(() => {
    // Only an SRD bank account exists and the card processor charges USD: SRD means bank transfer.
    if ((currency === 'SRD' || !cardAvailable) && method === 'creditcard') setValue('paymentMethod', 'banktransfer', { shouldValidate: true });
  }, [currency, method, cardAvailable, setValue]);

  const onSubmit = async (form: Form) => {
    setServerAlert(undefined);
    trackEvent('payment_started', {
      plan_type: planType,
      payment_method: form.paymentMethod,
      currency: form.currency,
      value: getPlanAmount(planType, form.currency),
    });
    if (form.paymentMethod === 'banktransfer') {
      storeSelectedPlan(planType);
      storeCheckoutForm(form);
      setRedirecting(true);
      window.location.assign(bankTransferPath);
      return;
    }
    try {
      const checkoutUrl = await requestCheckoutUrl(planType, form, lang, renewToken);
      storeCheckoutForm(form);
      setRedirecting(true);
      window.location.assign(checkoutUrl);
    } catch (error) {
      console.error('Checkout failed:', error);
      show(s.paymentFailedTitle, s.paymentFailedText);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    handleSubmit(onSubmit)(event).catch((error: unknown) => {
      // The check could not load (a dropped connection): send the form to the server, which checks it.
      console.error('Checking the form in the browser failed; sending it to the server:', error);
      formRef.current?.submit();
    });
  };

  const busy = isSubmitting || redirecting;
  const field = (name: keyof Form) => (ready ? errors[name]?.message : initialErrors[name]);
  const firstInvalid = ready ? undefined : checkoutFields.find((name) => initialErrors[name]);
  const text = (name: keyof Form) => ({ registration: register(name), error: field(name), defaultValue: startValues[name], autoFocus: firstInvalid === name });
  const submitLabel = !ready ? s.submit : method === 'creditcard' ? s.submitCard.replace('{amount}', usdPrice) : s.submitBank;
  return (
    <>
      <form ref={formRef} method="post" action={action} onSubmit={submit} noValidate aria-label={s.formLabel} className="space-y-8">
        <input type="hidden" name="orderKey" value={orderKey} />
        <fieldset className="rounded-box border border-base-300 p-5">
          <legend className="px-2 text-lg font-semibold">{s.business}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField id="businessName" label={s.businessName} autoComplete="organization" {...text('businessName')} />
            <TextField id="contactName" label={s.contactName} autoComplete="name" {...text('contactName')} />
            <TextField id="email" type="email" label={s.email} autoComplete="email" {...text('email')} />
            <TextField id="phone" type="tel" label={s.phone} autoComplete="tel" {...text('phone')} />
          </div>
        </fieldset>
        <fieldset className="rounded-box border border-base-300 p-5">
          <legend className="px-2 text-lg font-semibold">{s.billing}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField id="billingAddress" className="sm:col-span-2" label={s.billingAddress} autoComplete="street-address" {...text('billingAddress')} />
            <TextField id="city" label={s.city} autoComplete="address-level2" {...text('city')} />
            <TextField id="postalCode" label={s.postalCode} autoComplete="postal-code" required={false} {...text('postalCode')} />
          </div>
        </fieldset>
        <PaymentOptions
          strings={s}
          register={register}
          currency={currency}
          method={method}
          initial={startValues}
          cardAvailable={cardAvailable}
          lockCardForSrd={ready}
          currencyError={field('currency')}
          methodError={field('paymentMethod')}
        />
        {serverAlert && (
          <p role="alert" className="alert alert-error" data-testid="checkout-server-alert">
            {serverAlert}
          </p>
        )}
        <button type="submit" className="btn btn-primary btn-lg w-full" disabled={busy}>
          {busy ? s.pending : submitLabel}
        </button>
      </form>
      <Toast toast={toast} onClose={close} closeLabel={s.toastClose} />
    </>
  );
}
