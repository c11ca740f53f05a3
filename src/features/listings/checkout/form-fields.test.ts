import { describe, expect, it } from 'vitest';
import { pickStrings } from '~/i18n';
import { collectFieldErrors, emptyCheckoutForm, pickCheckoutValues, readPostedCheckoutForm } from './form-fields';
import { filledCheckoutForm } from './filled-checkout-form';
import { checkoutMessageKeys, makeCheckoutFormSchema } from './schemas';

const schema = makeCheckoutFormSchema(pickStrings('nl', checkoutMessageKeys));

describe('readPostedCheckoutForm', () => {
  it('reads every named field of a posted form', () => {
    const card = { ...filledCheckoutForm, currency: 'USD', paymentMethod: 'creditcard' } as const;
    const posted = new URLSearchParams({ ...card, extra: 'ignored' });
    expect(readPostedCheckoutForm(posted)).toEqual(card);
  });

  it('reads a missing field or a file as empty, so the schema names it', () => {
    const data = new FormData();
    data.set('businessName', new File(['x'], 'x.txt'));
    const form = readPostedCheckoutForm(data);
    expect(form.businessName).toBe('');
    expect(form.currency).toBe('');
    const result = schema.safeParse(form);
    expect(result.success).toBe(false);
    expect(collectFieldErrors(result.error?.issues ?? [])).toMatchObject({
      businessName: 'De bedrijfsnaam moet minstens 2 tekens hebben',
      currency: expect.any(String),
    });
  });
});

describe('collectFieldErrors', () => {
  it('keeps the first message of each field, in the language of the schema', () => {
    const result = schema.safeParse({ ...emptyCheckoutForm, email: 'nope', phone: '12' });
    const errors = collectFieldErrors(result.error?.issues ?? []);
    expect(errors.email).toBe('Vul een geldig e-mailadres in');
    expect(errors.phone).toBe('Vul een geldig telefoonnummer in');
    expect(errors.postalCode).toBeUndefined();
    expect(Object.keys(errors)).toEqual(['businessName', 'contactName', 'email', 'phone', 'billingAddress', 'city']);
  });

  it('puts the SRD-and-card rule under the payment method', () => {
    const result = schema.safeParse({ ...filledCheckoutForm, paymentMethod: 'creditcard' });
    expect(collectFieldErrors(result.error?.issues ?? [])).toEqual({ paymentMethod: 'Met een creditcard betaal je alleen in USD' });
  });

  it('files an issue without a known field under _form', () => {
    expect(
      collectFieldErrors([
        { path: [], message: 'Bad' },
        { path: ['other'], message: 'Other' },
      ]),
    ).toEqual({ _form: 'Bad' });
  });
});

describe('pickCheckoutValues', () => {
  it('keeps only known text fields and cuts them short', () => {
    expect(pickCheckoutValues({ businessName: 'A'.repeat(600), city: 3, hack: 'x' })).toEqual({ businessName: 'A'.repeat(500) });
    expect(pickCheckoutValues('nope')).toEqual({});
    expect(pickCheckoutValues(null)).toEqual({});
  });
});
