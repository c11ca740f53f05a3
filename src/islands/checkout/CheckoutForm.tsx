/**
 * The checkout form island (spec sections 2, 4 and 5): business information, billing address and
 * payment options, validated with the shared zod schema. Card payments go to Stripe's hosted page;
 * bank transfers keep the form in the browser and continue to the bank-transfer screen.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { trackEvent } from '../../lib/analytics/track';
import { readCheckoutForm, storeCheckoutForm, storeSelectedPlan } from '../../lib/checkout/browser-storage';
import { makeCheckoutFormSchema, type CheckoutForm as Form, type CheckoutFormInput, type CheckoutMessages } from '../../lib/checkout/schemas';
import { getPlanAmount, type PlanType } from '../../lib/plans/catalog';
import PaymentOptions from './PaymentOptions';
import TextField from './TextField';
import Toast from './Toast';
import { requestCheckoutUrl } from './request-checkout';
import { useToast } from './use-toast';
import type { CheckoutFormStrings } from './strings';

interface Props {
  lang: string;
  planType: PlanType;
  cardAvailable: boolean;
  bankTransferPath: string;
  /** The card amount as shown, e.g. '$33 USD'. */
  usdPrice: string;
  strings: CheckoutFormStrings;
  messages: CheckoutMessages;
}

const emptyForm: CheckoutFormInput = { businessName: '', contactName: '', email: '', phone: '', billingAddress: '', city: '', postalCode: '', currency: 'SRD', paymentMethod: 'banktransfer' };

/** Fills the form from a previous visit (back from the bank-transfer screen or Stripe's cancel link). */
function readStoredForm(): Partial<CheckoutFormInput> {
  const stored = readCheckoutForm();
  if (!stored || typeof stored !== 'object') return {};
  const out: Record<string, string> = {};
  for (const key of Object.keys(emptyForm)) {
    const value = (stored as Record<string, unknown>)[key];
    if (typeof value === 'string') out[key] = value;
  }
  return out as Partial<CheckoutFormInput>;
}

/** The payment form of the checkout page. */
export default function CheckoutForm({ lang, planType, cardAvailable, bankTransferPath, usdPrice, strings: s, messages }: Props) {
  const schema = useMemo(() => makeCheckoutFormSchema(messages), [messages]);
  const { register, handleSubmit, watch, setValue, reset, formState } = useForm<CheckoutFormInput, unknown, Form>({
    resolver: zodResolver(schema),
    defaultValues: emptyForm,
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = formState;
  const [ready, setReady] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const { toast, show, close } = useToast();
  const currency = watch('currency');
  const method = watch('paymentMethod');

  useEffect(() => {
    const stored = readStoredForm();
    if (Object.keys(stored).length > 0) reset({ ...emptyForm, ...stored }, { keepDefaultValues: true });
    storeSelectedPlan(planType);
    trackEvent('checkout_initiated', { plan_type: planType, currency: 'SRD', value: getPlanAmount(planType, 'SRD') });
    setReady(true);
  }, [planType, reset]);

  useEffect(() => {
    // Only an SRD bank account exists and the card processor charges USD: SRD means bank transfer.
    if ((currency === 'SRD' || !cardAvailable) && method === 'creditcard') setValue('paymentMethod', 'banktransfer', { shouldValidate: true });
  }, [currency, method, cardAvailable, setValue]);

  const onSubmit = async (form: Form) => {
    trackEvent('payment_started', { plan_type: planType, payment_method: form.paymentMethod, currency: form.currency, value: getPlanAmount(planType, form.currency) });
    if (form.paymentMethod === 'banktransfer') {
      storeSelectedPlan(planType);
      storeCheckoutForm(form);
      setRedirecting(true);
      window.location.assign(bankTransferPath);
      return;
    }
    try {
      const checkoutUrl = await requestCheckoutUrl(planType, form, lang);
      storeCheckoutForm(form);
      setRedirecting(true);
      window.location.assign(checkoutUrl);
    } catch (error) {
      console.error('Checkout failed:', error);
      show(s.paymentFailedTitle, s.paymentFailedText);
    }
  };

  const busy = isSubmitting || redirecting;
  const field = (name: keyof Form) => errors[name]?.message;
  return (
    <>
      <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={s.formLabel} className="space-y-8">
        <fieldset className="rounded-box border border-base-300 p-5">
          <legend className="px-2 text-lg font-semibold">{s.business}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField id="businessName" label={s.businessName} autoComplete="organization" registration={register('businessName')} error={field('businessName')} />
            <TextField id="contactName" label={s.contactName} autoComplete="name" registration={register('contactName')} error={field('contactName')} />
            <TextField id="email" type="email" label={s.email} autoComplete="email" registration={register('email')} error={field('email')} />
            <TextField id="phone" type="tel" label={s.phone} autoComplete="tel" registration={register('phone')} error={field('phone')} />
          </div>
        </fieldset>
        <fieldset className="rounded-box border border-base-300 p-5">
          <legend className="px-2 text-lg font-semibold">{s.billing}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField id="billingAddress" className="sm:col-span-2" label={s.billingAddress} autoComplete="street-address" registration={register('billingAddress')} error={field('billingAddress')} />
            <TextField id="city" label={s.city} autoComplete="address-level2" registration={register('city')} error={field('city')} />
            <TextField id="postalCode" label={s.postalCode} autoComplete="postal-code" required={false} registration={register('postalCode')} error={field('postalCode')} />
          </div>
        </fieldset>
        <PaymentOptions strings={s} register={register} currency={currency} method={method} cardAvailable={cardAvailable} methodError={field('paymentMethod')} />
        <button type="submit" className="btn btn-primary btn-lg w-full" disabled={!ready || busy}>
          {busy ? s.pending : method === 'creditcard' ? s.submitCard.replace('{amount}', usdPrice) : s.submitBank}
        </button>
      </form>
      <Toast toast={toast} onClose={close} closeLabel={s.toastClose} />
    </>
  );
}
