/** The checkout form's typed fields as an order stored them: what a renewal or a cancelled card payment fills in again. */
import type { AdminOrder } from '~/features/listings/orders/types';
import type { CheckoutFormInput } from './schemas';

/** The order fields that hold what the buyer typed (the same names and types in the row and the admin's order). */
export type TypedOrderFields = Pick<AdminOrder, 'businessName' | 'contactName' | 'email' | 'phone' | 'billingAddress' | 'city' | 'postalCode'>;

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
