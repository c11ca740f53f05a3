import { describe, expect, it } from 'vitest';
import { readStoredBankForm } from './stored-form';

const form = {
  businessName: '  Roti Shop ',
  contactName: 'Ann Lee',
  email: 'ann@example.com',
  phone: '+597 555-0101',
  billingAddress: 'Waterkant 10',
  city: 'Paramaribo',
  currency: 'SRD',
  paymentMethod: 'banktransfer',
};

describe('readStoredBankForm', () => {
  it('takes a bank-transfer form in SRD or USD as stored, with the business name trimmed for the reference', () => {
    expect(readStoredBankForm(form)).toEqual({ ...form, businessName: 'Roti Shop' });
    expect(readStoredBankForm({ ...form, currency: 'USD' })?.currency).toBe('USD');
    // The rest is the server's to judge with the schema: a short name goes on to the order request as it is.
    expect(readStoredBankForm({ ...form, businessName: 'R', extra: 1 })).toMatchObject({ businessName: 'R', extra: 1 });
  });

  it('refuses what cannot be a bank transfer: a card payment, another currency, no object', () => {
    expect(readStoredBankForm({ ...form, paymentMethod: 'creditcard' })).toBeNull();
    expect(readStoredBankForm({ ...form, currency: 'EUR' })).toBeNull();
    expect(readStoredBankForm({ ...form, currency: undefined })).toBeNull();
    for (const value of [null, undefined, 'form', 3, [form]]) expect(readStoredBankForm(value)).toBeNull();
  });
});
