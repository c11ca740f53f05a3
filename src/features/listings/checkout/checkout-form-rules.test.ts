import { describe, expect, it, vi } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { pickNamedStrings, pickStrings } from '~/i18n';
import { filledCheckoutForm } from './filled-checkout-form';
import { emptyCheckoutForm } from './form-fields';
import { checkoutMessageKeys, type CheckoutForm, type CheckoutFormInput } from './schemas';
import {
  bankTransferOnly,
  cardHint,
  checkoutFormStringKeys,
  makeLazyResolver,
  SchemaUnavailableError,
  submitText,
  type LoadResolver,
} from './checkout-form-rules';
import { checkoutRequestBody, requestCheckoutUrl } from './checkout-check';

const messages = pickStrings('nl', checkoutMessageKeys);
const strings = pickNamedStrings('en', checkoutFormStringKeys);
const cardForm: CheckoutForm = { ...filledCheckoutForm, currency: 'USD', paymentMethod: 'creditcard', postalCode: '' };
/** A whole-form check, as react-hook-form's submit asks it; with `names`, a check of those fields. */
const asked = (names?: (keyof CheckoutFormInput)[]): ResolverOptions<CheckoutFormInput> => ({
  fields: {},
  shouldUseNativeValidation: false,
  ...(names ? { names } : {}),
});
const messageOf = (result: Awaited<ReturnType<ReturnType<typeof makeLazyResolver>['resolver']>>, name: keyof CheckoutFormInput) =>
  (result.errors as Record<string, { message?: string } | undefined>)[name]?.message;

describe('the lazily loaded checkout resolver', () => {
  it('loads the shared schema on first use and checks with the Dutch messages, trimming what passes', async () => {
    const { resolver } = makeLazyResolver(messages);
    const result = await resolver({ ...emptyCheckoutForm, email: 'nope' }, undefined, asked());
    expect(messageOf(result, 'email')).toBe('Vul een geldig e-mailadres in');
    expect(messageOf(result, 'businessName')).toBe('De bedrijfsnaam moet minstens 2 tekens hebben');
    const valid = await resolver({ ...filledCheckoutForm, businessName: '  Roti Shop ' }, undefined, asked());
    expect(valid).toMatchObject({ errors: {}, values: { businessName: 'Roti Shop', currency: 'SRD' } });
  });

  it('names a card chosen in SRD under the payment method', async () => {
    const result = await makeLazyResolver(messages).resolver({ ...filledCheckoutForm, paymentMethod: 'creditcard' }, undefined, asked());
    expect(Object.keys(result.errors)).toEqual(['paymentMethod']);
    expect(messageOf(result, 'paymentMethod')).toBe('Met een creditcard betaal je alleen in USD');
  });

  it('rejects while the code cannot load, and loads it on a later try', async () => {
    const load = vi.fn<LoadResolver>().mockRejectedValueOnce(new Error('offline')).mockRejectedValueOnce(new Error('offline'));
    load.mockImplementation(async () => async () => ({ values: {}, errors: { email: { type: 'x', message: 'checked' } } }));
    const { resolver, ready } = makeLazyResolver(messages, load);
    await expect(ready()).rejects.toBeInstanceOf(SchemaUnavailableError);
    // A whole-form check never passes unchecked; a field check leaves the field without a message until the next one.
    await expect(resolver(emptyCheckoutForm, undefined, asked())).rejects.toBeInstanceOf(SchemaUnavailableError);
    expect(messageOf(await resolver(emptyCheckoutForm, undefined, asked(['email'])), 'email')).toBe('checked');
    await ready();
    expect(load).toHaveBeenCalledTimes(3);
  });
});

describe('the payment method rules and texts', () => {
  it('allows only a bank transfer in SRD or without a card processor', () => {
    expect(bankTransferOnly('SRD', true)).toBe(true);
    expect(bankTransferOnly('USD', false)).toBe(true);
    expect(bankTransferOnly('USD', true)).toBe(false);
  });

  it('says why a card cannot be used, or how it is paid', () => {
    expect(cardHint(strings, 'USD', false)).toBe('Card payments are not available at the moment. Please pay by bank transfer.');
    expect(cardHint(strings, 'SRD', true)).toBe('Card payments are available in USD only.');
    expect(cardHint(strings, 'USD', true)).toBe('You will pay securely on the page of our card payment provider.');
  });

  it('labels the submit button by the chosen method, and while busy', () => {
    expect(submitText(strings, 'creditcard', '$33 USD', false)).toBe('Pay $33 USD by card');
    expect(submitText(strings, 'banktransfer', '$33 USD', false)).toBe('Continue to bank transfer');
    expect(submitText(strings, 'creditcard', '$33 USD', true)).toBe('Processing...');
  });
});

describe('the card request', () => {
  it('sends the spec fields with the catalog price, and the renewal token when there is one', () => {
    expect(checkoutRequestBody('event', cardForm, 'nl')).toEqual({
      planType: 'event',
      amount: 33,
      currency: 'USD',
      customerEmail: 'a@b.example',
      customerName: 'Ann',
      businessName: 'Roti Shop',
      phone: '5550101',
      billingAddress: 'Waterkant 1',
      city: 'Paramaribo',
      postalCode: '',
      lang: 'nl',
    });
    expect(checkoutRequestBody('event', cardForm, 'en', 'tok')).toMatchObject({ renewToken: 'tok' });
  });

  it('returns the checkout address, and throws on an error answer', async () => {
    const ok = vi.fn<typeof fetch>(async () => Response.json({ checkoutUrl: 'https://checkout.example/cs_1' }));
    await expect(requestCheckoutUrl({ planType: 'event' }, ok)).resolves.toBe('https://checkout.example/cs_1');
    expect(ok.mock.calls[0]?.[0]).toBe('/api/create-stripe-checkout');
    expect(JSON.parse(String(ok.mock.calls[0]?.[1]?.body))).toEqual({ planType: 'event' });
    const down = vi.fn<typeof fetch>(async () => Response.json({ error: 'Stripe is down' }, { status: 502 }));
    await expect(requestCheckoutUrl({}, down)).rejects.toThrow('502: Stripe is down');
  });
});
