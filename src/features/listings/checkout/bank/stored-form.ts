/**
 * The checkout form kept in the browser for a bank transfer, read as far as this screen needs it
 * before the server has its say: an object that chose bank transfer in one of our currencies (the
 * amount is shown from it at once) and a business name to fall back on as the reference. Every
 * rule of the form is the schema's (schemas.ts, one for the form and the endpoints): the server
 * applies it to the order request, and a form it refuses sends the visitor back to the checkout.
 * Checking it here too would mean zod in the screen's first view, or a second copy of the rules.
 */
import type { Currency, PlanType } from '~/features/listings/plans/catalog';

/** The stored form as sent on: its fields as stored, the two this screen reads known to be sound. */
export type StoredBankForm = Record<string, unknown> & { currency: Currency; paymentMethod: 'banktransfer'; businessName: string };

/** A stored plan and bank-transfer form: what the order request and a fallback receipt carry. */
export interface StoredBankOrder {
  planType: PlanType;
  form: StoredBankForm;
}

/** The stored form when it chose bank transfer in SRD or USD, else null (then the checkout is the place to be). */
export function readStoredBankForm(value: unknown): StoredBankForm | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const form = value as Record<string, unknown>;
  if (form.paymentMethod !== 'banktransfer' || (form.currency !== 'SRD' && form.currency !== 'USD')) return null;
  return {
    ...form,
    currency: form.currency,
    paymentMethod: 'banktransfer',
    businessName: typeof form.businessName === 'string' ? form.businessName.trim() : '',
  };
}
