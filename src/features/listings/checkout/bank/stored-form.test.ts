import { describe, expect, it } from 'vitest';
import { pickStrings } from '~/i18n';
import { checkoutMessageKeys, currencies, makeCheckoutFormSchema, paymentMethods } from '~/features/listings/checkout/schemas';
import { checkStoredForm, CURRENCIES, PAYMENT_METHODS } from './stored-form';

const schema = makeCheckoutFormSchema(pickStrings('en', checkoutMessageKeys));
const valid = {
  businessName: 'Roti Shop',
  contactName: 'Ann Lee',
  email: 'ann@example.com',
  phone: '+597 555-0101',
  billingAddress: 'Waterkant 10',
  city: 'Paramaribo',
  postalCode: '',
  currency: 'SRD',
  paymentMethod: 'banktransfer',
};

/** Stored forms the schema takes or refuses; the browser's check must answer each the same. */
const samples: unknown[] = [
  valid,
  { ...valid, postalCode: undefined },
  { ...valid, businessName: '  Roti Shop  ', email: ' ann@example.com ', extra: 'dropped' },
  { ...valid, businessName: ' R ' },
  { ...valid, businessName: 'x'.repeat(200) },
  { ...valid, businessName: 'x'.repeat(201) },
  { ...valid, contactName: 7 },
  { ...valid, email: 'ann@' },
  { ...valid, email: 'ann..lee@example.com' },
  { ...valid, email: '.ann@example.com' },
  { ...valid, email: "o'neil+shop@sub.example.sr" },
  { ...valid, email: 'ann@example.c' },
  { ...valid, phone: '12345' },
  { ...valid, billingAddress: 'Weg' },
  { ...valid, city: 'P' },
  { ...valid, postalCode: 'x'.repeat(21) },
  { ...valid, postalCode: 12 },
  { ...valid, currency: 'EUR' },
  { ...valid, currency: 'USD', paymentMethod: 'creditcard' },
  { ...valid, paymentMethod: 'creditcard' },
  { ...valid, paymentMethod: 'cash' },
  { ...valid, city: undefined },
  null,
  'form',
  [valid],
];

describe('checkStoredForm', () => {
  it('takes and refuses what the checkout schema takes and refuses, and gives the same trimmed form', () => {
    for (const sample of samples) {
      const parsed = schema.safeParse(sample);
      expect(checkStoredForm(sample), JSON.stringify(sample)).toEqual(parsed.success ? parsed.data : null);
    }
  });

  it('knows the same currencies and payment methods as the schema', () => {
    expect(CURRENCIES).toEqual(currencies);
    expect(PAYMENT_METHODS).toEqual(paymentMethods);
  });

  it('keeps the form a bank transfer was chosen with', () => {
    expect(checkStoredForm(valid)?.paymentMethod).toBe('banktransfer');
  });
});
