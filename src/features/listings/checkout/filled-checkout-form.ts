/** A checkout form filled in correctly (SRD by bank transfer, no postal code), for the checkout's unit tests. */
import { emptyCheckoutForm } from './form-fields';
import type { CheckoutFormInput } from './schemas';

export const filledCheckoutForm: CheckoutFormInput = {
  ...emptyCheckoutForm,
  businessName: 'Roti Shop',
  contactName: 'Ann',
  email: 'a@b.example',
  phone: '5550101',
  billingAddress: 'Waterkant 1',
  city: 'Paramaribo',
};
