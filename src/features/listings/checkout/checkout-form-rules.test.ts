import { describe, expect, it, vi } from 'vitest';
import { pickNamedStrings, pickStrings } from '~/i18n';
import { filledCheckoutForm } from './filled-checkout-form';
import { emptyCheckoutForm } from './form-fields';
import { checkoutMessageKeys, type CheckoutForm } from './schemas';
import { bankTransferOnly, cardHint, checkoutScriptStringKeys, makeLazyCheck, SchemaUnavailableError, submitText, type LoadCheck } from './checkout-form-rules';
import { checkoutRequestBody, requestCheckoutUrl } from './checkout-check';

const messages = pickStrings('nl', checkoutMessageKeys);
const strings = pickNamedStrings('en', checkoutScriptStringKeys);
const cardForm: CheckoutForm = { ...filledCheckoutForm, currency: 'USD', paymentMethod: 'creditcard', postalCode: '' };

describe('the lazily loaded checkout check', () => {
  it('loads the shared schema on first use and checks with the Dutch messages, trimming what passes', async () => {
    const check = makeLazyCheck(messages);
    const result = await check({ ...emptyCheckoutForm, email: 'nope' });
    expect(result.ok).toBe(false);
    expect(result.errors.email).toBe('Vul een geldig e-mailadres in');
    expect(result.errors.businessName).toBe('De bedrijfsnaam moet minstens 2 tekens hebben');
    const valid = await check({ ...filledCheckoutForm, businessName: '  Roti Shop ' });
    expect(valid).toMatchObject({ ok: true, errors: {}, form: { businessName: 'Roti Shop', currency: 'SRD' } });
  });

  it('names a card chosen in SRD under the payment method', async () => {
    const result = await makeLazyCheck(messages)({ ...filledCheckoutForm, paymentMethod: 'creditcard' });
    expect(result.errors).toEqual({ paymentMethod: 'Met een creditcard betaal je alleen in USD' });
  });

  it('rejects while the code cannot load, and loads it on a later try', async () => {
    const load = vi.fn<LoadCheck>().mockRejectedValueOnce(new Error('offline')).mockRejectedValueOnce(new Error('offline'));
    load.mockImplementation(async () => () => ({ ok: false, errors: { email: 'checked' } }));
    const check = makeLazyCheck(messages, load);
    await expect(check(emptyCheckoutForm)).rejects.toBeInstanceOf(SchemaUnavailableError);
    await expect(check(emptyCheckoutForm)).rejects.toBeInstanceOf(SchemaUnavailableError);
    expect((await check(emptyCheckoutForm)).errors.email).toBe('checked');
    await check(emptyCheckoutForm);
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
