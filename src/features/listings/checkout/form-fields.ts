/**
 * The checkout form as an HTML form posts it (the path for visitors without JavaScript): read the
 * named fields into the shape the shared schema checks, and turn the schema's issues into one
 * message per field for the re-rendered form.
 */
import type { CheckoutFormInput } from './schemas';

export type CheckoutField = keyof CheckoutFormInput;
export type CheckoutFieldErrors = Partial<Record<CheckoutField, string>>;

/** The form's starting values: the spec's defaults (SRD, so bank transfer). */
export const emptyCheckoutForm: CheckoutFormInput = {
  businessName: '',
  contactName: '',
  email: '',
  phone: '',
  billingAddress: '',
  city: '',
  postalCode: '',
  currency: 'SRD',
  paymentMethod: 'banktransfer',
};

export const checkoutFields = Object.keys(emptyCheckoutForm) as CheckoutField[];

/**
 * The posted values, as typed: a missing or non-text field reads as empty, so the schema names
 * it; a missing radio keeps its raw absence ('') and fails the schema instead of being guessed.
 */
export function readPostedCheckoutForm(data: { get(name: string): unknown }): CheckoutFormInput {
  const out: Record<string, string> = {};
  for (const field of checkoutFields) {
    const value = data.get(field);
    out[field] = typeof value === 'string' ? value : '';
  }
  return out as CheckoutFormInput;
}

/** Values safe to put back into the form: only the known fields, only text, each cut to a sane length. */
export function pickCheckoutValues(value: unknown): Partial<CheckoutFormInput> {
  if (typeof value !== 'object' || value === null) return {};
  const out: Record<string, string> = {};
  for (const field of checkoutFields) {
    const v = (value as Record<string, unknown>)[field];
    if (typeof v === 'string') out[field] = v.slice(0, 500);
  }
  return out as Partial<CheckoutFormInput>;
}

/** The first message for each field, from a failed parse; issues without a field go under `_form`. */
export function collectFieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): CheckoutFieldErrors & { _form?: string } {
  const errors: CheckoutFieldErrors & { _form?: string } = {};
  for (const issue of issues) {
    const head = issue.path[0];
    const key = typeof head === 'string' && (checkoutFields as string[]).includes(head) ? (head as CheckoutField) : '_form';
    errors[key] ??= issue.message;
  }
  return errors;
}
