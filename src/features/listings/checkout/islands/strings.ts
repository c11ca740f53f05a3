/** Which i18n strings each checkout island needs; the page picks them and passes them as props. */
import type { StringKey } from '~/i18n';

/** Short names the form uses, mapped to i18n keys. */
export const checkoutFormStringKeys = {
  formLabel: 'checkout.form.label',
  business: 'checkout.form.business',
  billing: 'checkout.form.billing',
  payment: 'checkout.form.payment',
  businessName: 'checkout.form.businessName',
  contactName: 'checkout.form.contactName',
  email: 'checkout.form.email',
  phone: 'checkout.form.phone',
  billingAddress: 'checkout.form.billingAddress',
  city: 'checkout.form.city',
  postalCode: 'checkout.form.postalCode',
  currency: 'checkout.form.currency',
  currencySRD: 'checkout.form.currencySRD',
  currencyUSD: 'checkout.form.currencyUSD',
  method: 'checkout.form.method',
  creditcard: 'checkout.form.creditcard',
  banktransfer: 'checkout.form.banktransfer',
  cardUsdOnly: 'checkout.form.cardUsdOnly',
  cardUnavailable: 'checkout.form.cardUnavailable',
  cardNote: 'checkout.form.cardNote',
  bankTitle: 'checkout.form.bankTitle',
  bankText: 'checkout.form.bankText',
  submitCard: 'checkout.form.submitCard',
  submitBank: 'checkout.form.submitBank',
  submit: 'checkout.form.submit',
  pending: 'checkout.form.pending',
  paymentFailedTitle: 'checkout.toast.paymentFailedTitle',
  paymentFailedText: 'checkout.toast.paymentFailedText',
  toastClose: 'toast.close',
} as const satisfies Record<string, StringKey>;
export type CheckoutFormStrings = Record<keyof typeof checkoutFormStringKeys, string>;
