import { describe, expect, it } from 'vitest';
import { pickStrings } from '~/i18n';
import { getFirstIssueMessage, stripeCheckoutRequestSchema, mapRequestToForm } from './request-schemas';
import { checkoutMessageKeys, makeCheckoutFormSchema } from './schemas';

const en = makeCheckoutFormSchema(pickStrings('en', checkoutMessageKeys));
const nl = makeCheckoutFormSchema(pickStrings('nl', checkoutMessageKeys));
const valid = {
  businessName: 'Roti Shop',
  contactName: 'Ann Lee',
  email: 'ann@example.com',
  phone: '+597 555-0101',
  billingAddress: 'Waterkant 12',
  city: 'Paramaribo',
  postalCode: '',
  currency: 'USD',
  paymentMethod: 'creditcard',
};

/** The message the schema gives for one field when the rest is valid. */
function messageFor(schema: typeof en, patch: Record<string, unknown>): string | undefined {
  const result = schema.safeParse({ ...valid, ...patch });
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('checkout form schema', () => {
  it('accepts a complete form and trims it', () => {
    const result = en.safeParse({ ...valid, businessName: '  Roti Shop  ', postalCode: undefined });
    expect(result.success).toBe(true);
    expect(result.data?.businessName).toBe('Roti Shop');
  });

  it.each([
    [{ businessName: 'R' }, 'Business name must be at least 2 characters'],
    [{ businessName: '   R   ' }, 'Business name must be at least 2 characters'],
    [{ contactName: 'A' }, 'Contact name must be at least 2 characters'],
    [{ email: 'ann@' }, 'Please enter a valid email address'],
    [{ email: 'not an email' }, 'Please enter a valid email address'],
    [{ phone: '12345' }, 'Please enter a valid phone number'],
    [{ billingAddress: 'Main' }, 'Please enter a complete billing address'],
    [{ city: 'P' }, 'Please enter a city'],
    [{ businessName: undefined }, 'Business name must be at least 2 characters'],
  ])('refuses %o with the spec message', (patch, message) => {
    expect(messageFor(en, patch)).toBe(message);
  });

  it('accepts the minimum lengths and an absent postal code', () => {
    expect(
      messageFor(en, { businessName: 'AB', contactName: 'Al', phone: '123456', billingAddress: 'Dam 1', city: 'Wa', postalCode: undefined }),
    ).toBeUndefined();
  });

  it.each(['businessName', 'contactName', 'phone', 'billingAddress', 'city', 'postalCode'])(
    'refuses a line break or control character inside %s, in the page language',
    (field) => {
      expect(messageFor(en, { [field]: 'Dam\r\nBcc: x@x.sr' })).toBe('Write this on one line, without line breaks');
      expect(messageFor(en, { [field]: 'Water\nkant 12' })).toBe('Write this on one line, without line breaks');
      expect(messageFor(en, { [field]: 'Water\u0000kant 12' })).toBe('Write this on one line, without line breaks');
      expect(messageFor(nl, { [field]: 'Water\rkant 12' })).toBe('Schrijf dit op één regel, zonder regeleinden');
    },
  );

  it('gives Dutch messages on the Dutch page', () => {
    expect(messageFor(nl, { city: '' })).toBe('Vul een plaats in');
    expect(messageFor(nl, { email: 'x' })).toBe('Vul een geldig e-mailadres in');
  });

  it('allows a card only in USD: SRD means bank transfer', () => {
    expect(messageFor(en, { currency: 'SRD', paymentMethod: 'creditcard' })).toBe('Card payments are only available in USD');
    expect(messageFor(en, { currency: 'SRD', paymentMethod: 'banktransfer' })).toBeUndefined();
    expect(messageFor(en, { currency: 'USD', paymentMethod: 'banktransfer' })).toBeUndefined();
    expect(messageFor(en, { currency: 'EUR' })).toBeDefined();
    expect(messageFor(en, { paymentMethod: 'cash' })).toBeDefined();
  });

  it('caps text lengths', () => {
    expect(messageFor(en, { businessName: 'x'.repeat(201) })).toBe('This field is too long');
  });
});

describe('stripe checkout request', () => {
  it('maps the spec field names onto the form', () => {
    const body = stripeCheckoutRequestSchema.parse({
      planType: 'event',
      amount: 33,
      currency: 'USD',
      customerEmail: 'a@b.co',
      customerName: 'Ann',
      businessName: 'Biz',
    });
    expect(mapRequestToForm(body)).toMatchObject({ email: 'a@b.co', contactName: 'Ann', businessName: 'Biz', paymentMethod: 'creditcard', currency: 'USD' });
    expect(body.lang).toBe('en');
  });
  it('refuses unknown plans and non-numeric amounts', () => {
    const plan = stripeCheckoutRequestSchema.safeParse({ planType: 'premium', amount: 33, currency: 'USD' });
    expect(plan.success || getFirstIssueMessage(plan.error)).toBe('planType must be one of restaurant, tour, event');
    const amount = stripeCheckoutRequestSchema.safeParse({ planType: 'event', amount: '33', currency: 'USD' });
    expect(amount.success || getFirstIssueMessage(amount.error)).toBe('amount must be a number');
  });
});
