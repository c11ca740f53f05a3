/** The checkout form's typed fields as an order stored them: what a renewal or a cancelled card payment fills in again. */
import type { CheckoutFormInput } from './schemas';

/** The order columns that hold what the buyer typed. */
export interface TypedOrderFields {
  businessName: string;
  contactName: string;
  email: string;
  phone: string;
  billingAddress: string;
  city: string;
  postalCode: string | null;
}

/** The buyer's typed fields of an order, as the form takes them (currency and method are the caller's). */
export function readOrderForm(order: TypedOrderFields): Omit<CheckoutFormInput, 'currency' | 'paymentMethod'> {
  return {
    businessName: order.businessName,
    contactName: order.contactName,
    email: order.email,
    phone: order.phone,
    billingAddress: order.billingAddress,
    city: order.city,
    postalCode: order.postalCode ?? '',
  };
}
