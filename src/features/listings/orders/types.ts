/** Shapes of listing orders as the admin API returns them. */
import type { Currency, PlanType } from '~/features/listings/plans/catalog';
import type { PaymentMethod } from '~/features/listings/checkout/schemas';
import type { OrderStatus } from './status';
import type { ReceiptKind } from './receipt-file';

/** One order in the admin list (JSON: dates as ISO strings). */
export interface AdminOrder {
  id: string;
  /** The reference quoted with a bank transfer; null on orders made before numbers existed. */
  orderNumber: string | null;
  createdAt: string;
  planType: PlanType;
  businessName: string;
  contactName: string;
  email: string;
  phone: string;
  billingAddress: string;
  city: string;
  postalCode: string | null;
  amount: number;
  currency: Currency;
  paymentMethod: PaymentMethod;
  status: OrderStatus;
  hasReceipt: boolean;
  /** How the Orders tab previews the receipt: an image in the page or a PDF in a frame; null without one. */
  receiptKind: ReceiptKind | null;
  rejectionReason: string | null;
  paidAt: string | null;
  activatedAt: string | null;
  listingEndsAt: string | null;
  locale: string;
}

/** Which orders the admin list shows with respect to lapsed ones (GET /api/admin/orders?lapsed=). */
export type LapsedFilter = 'exclude' | 'include' | 'only';
