/**
 * The browser's check of the checkout form stored for the bank-transfer screen: the rules of
 * makeCheckoutFormSchema (schemas.ts) without zod, which would be most of the screen's script. The
 * server checks the form again with the schema itself; stored-form.test.ts holds the two together.
 */
import type { CheckoutForm } from '~/features/listings/checkout/schemas';

/** zod's email pattern (zod/v4/core regexes.email), as the schema applies it. */
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
/** The schema's currencies and payment methods (schemas.ts imports zod, so they are repeated here). */
export const CURRENCIES = ['SRD', 'USD'] as const;
export const PAYMENT_METHODS = ['creditcard', 'banktransfer'] as const;
const MAX_TEXT = 200;
const MAX_POSTAL = 20;

function text(value: unknown, min: number, max = MAX_TEXT): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed.length >= min && trimmed.length <= max ? trimmed : null;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | null {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

/** The stored form, trimmed and without unknown keys, as the schema would give it; null when the schema refuses it. */
export function checkStoredForm(value: unknown): CheckoutForm | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  const businessName = text(v.businessName, 2);
  const contactName = text(v.contactName, 2);
  const email = text(v.email, 0);
  const phone = text(v.phone, 6);
  const billingAddress = text(v.billingAddress, 5);
  const city = text(v.city, 2);
  const postalCode = v.postalCode === undefined ? undefined : text(v.postalCode, 0, MAX_POSTAL);
  const currency = oneOf(v.currency, CURRENCIES);
  const paymentMethod = oneOf(v.paymentMethod, PAYMENT_METHODS);
  if (!businessName || !contactName || !email || !EMAIL.test(email) || !phone || !billingAddress || !city) return null;
  if (postalCode === null || !currency || !paymentMethod) return null;
  // Only an SRD bank account exists and the card processor charges USD (spec section 9).
  if (currency === 'SRD' && paymentMethod === 'creditcard') return null;
  return { businessName, contactName, email, phone, billingAddress, city, ...(postalCode === undefined ? {} : { postalCode }), currency, paymentMethod };
}
