/** Sample orders for tests that write them straight into a database: a valid bank-transfer form and a paid order row. */
import type { listingOrders } from '~/db/schema';
import type { CheckoutForm } from '~/features/listings/checkout/schemas';

/** A bank-transfer checkout form as the endpoint accepts it (a Paramaribo business paying in SRD). */
export function sampleBankForm(patch: Partial<CheckoutForm> = {}): CheckoutForm {
  return {
    businessName: 'Warung Sari',
    contactName: 'Sari',
    email: 'sari@warung.example',
    phone: '+597 555 0101',
    billingAddress: 'Waterkant 1',
    city: 'Paramaribo',
    postalCode: '',
    currency: 'SRD',
    paymentMethod: 'banktransfer',
    ...patch,
  };
}

/** A paid card order row for a restaurant listing; `patch` sets what a test cares about. */
export function sampleOrderRow(id: string, patch: Partial<typeof listingOrders.$inferInsert> = {}): typeof listingOrders.$inferInsert {
  return {
    id,
    planType: 'restaurant',
    amount: 33,
    currency: 'USD',
    paymentMethod: 'creditcard',
    status: 'active',
    businessName: 'Warung',
    contactName: 'Sita',
    email: 'sita@example.com',
    phone: '1',
    billingAddress: 'Street 1',
    city: 'Paramaribo',
    ...patch,
  };
}
