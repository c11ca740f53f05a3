/**
 * The count beside the 'Orders' tab's name: the orders waiting for the admin, the same number as the
 * 'Open orders' stat card (bank transfers with a receipt to verify, and paid orders; GET /api/admin/stats,
 * refreshed every 30 seconds and after each decision). Nothing when none wait.
 */
import { useStore } from '@nanostores/react';
import { $adminStats } from '~/features/admin/lib/stats';
import { useTableStrings } from './table-strings';

export default function OrdersTabBadge() {
  const { t } = useTableStrings();
  const waiting = useStore($adminStats)?.openOrders ?? 0;
  if (!waiting) return null;
  return (
    <span className="badge badge-warning badge-sm ml-2" data-orders-waiting={waiting}>
      <span aria-hidden="true">{waiting}</span>
      <span className="sr-only">{t('adminTable.ordersWaiting', { count: waiting })}</span>
    </span>
  );
}
