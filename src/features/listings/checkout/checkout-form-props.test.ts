import { describe, expect, it } from 'vitest';
import { makeCheckoutFormProps, type CheckoutFormInputProps } from './checkout-form-props';
import { emptyCheckoutForm } from './form-fields';

const base: CheckoutFormInputProps = {
  lang: 'nl',
  planType: 'event',
  cardAvailable: true,
  action: '/nl/checkout?plan=event',
  orderKey: 'k',
  bankTransferPath: '/nl/checkout/bank-transfer',
  usdPrice: '$33 USD',
};

describe('the checkout form island props', () => {
  it('starts empty with the Dutch texts, no alert and no focus', () => {
    const props = makeCheckoutFormProps(base);
    expect(props).toMatchObject({ values: emptyCheckoutForm, errors: {}, serverAlert: null, focusField: null });
    expect(props.strings.submit).toBe('Verder naar betalen');
    expect(props.messages['checkout.error.city']).toBe('Vul een plaats in');
  });

  it('keeps a refused post: its values, its messages, focus on the first wrong field and the form-wide message as the alert', () => {
    const props = makeCheckoutFormProps({
      ...base,
      initialValues: { ...emptyCheckoutForm, businessName: 'X' },
      initialErrors: { city: 'Vul een plaats in', businessName: 'kort', _form: 'Het formulier kon niet worden gelezen.' },
    });
    expect(props.values.businessName).toBe('X');
    expect(props.errors).toEqual({ city: 'Vul een plaats in', businessName: 'kort' });
    expect(props.focusField).toBe('businessName');
    expect(props.serverAlert).toBe('Het formulier kon niet worden gelezen.');
  });

  it('says Payment Failed when Stripe failed', () => {
    expect(makeCheckoutFormProps({ ...base, lang: 'en', paymentFailed: true }).serverAlert).toBe(
      'Payment Failed - There was an error processing your payment. Please try again.',
    );
  });
});
