/**
 * The Orders tab (issue 6): every listing order with its status; bank transfers can be verified
 * (activating the listing for 3 months) or rejected with a reason, and their receipts downloaded.
 */
import { useCallback, useEffect, useState } from 'react';
import type { AdminOrder } from '../../../lib/orders/types';
import { apiRequest, getErrorMessage } from '../lib/api';
import { refreshAdminStats } from '../lib/stats';
import { RejectDialog, VerifyDialog } from '../orders/DecisionDialogs';
import { formatOrderDate, useOrdersStrings } from '../orders/orders-strings';
import { OrdersTable } from '../orders/OrdersTable';
import { showToast } from '../ui/toast-store';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; orders: AdminOrder[] };

/** The tab body. */
export default function OrdersTab() {
  const { t, lang } = useOrdersStrings();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [verifying, setVerifying] = useState<AdminOrder | null>(null);
  const [rejecting, setRejecting] = useState<AdminOrder | null>(null);
  const [pending, setPending] = useState(false);

  const reload = useCallback(async () => {
    try {
      setLoad({ state: 'ready', orders: await apiRequest<AdminOrder[]>('GET', '/api/admin/orders') });
    } catch {
      setLoad({ state: 'failed' });
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);

  const replace = (updated: AdminOrder) =>
    setLoad((current) => (current.state === 'ready' ? { state: 'ready', orders: current.orders.map((o) => (o.id === updated.id ? updated : o)) } : current));

  const decide = async (order: AdminOrder, action: 'verify' | 'reject', reason?: string) => {
    setPending(true);
    try {
      const updated = await apiRequest<AdminOrder>('POST', `/api/admin/orders/${order.id}/${action}`, action === 'reject' ? { reason } : {});
      replace(updated);
      if (action === 'verify') {
        const date = updated.listingEndsAt ? formatOrderDate(updated.listingEndsAt, lang) : '';
        showToast({ title: t('orders.verified'), description: t('orders.verifiedText', { business: order.businessName, date }), variant: 'success' });
      } else showToast({ title: t('orders.rejected'), variant: 'success' });
      setVerifying(null);
      setRejecting(null);
      void refreshAdminStats();
    } catch (error) {
      showToast({ title: t(action === 'verify' ? 'orders.verifyFailed' : 'orders.rejectFailed'), description: getErrorMessage(error, ''), variant: 'destructive' });
      void reload();
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="grid gap-4" aria-label={t('orders.caption')}>
      <div className="flex justify-end">
        <button type="button" className="btn btn-outline btn-sm" onClick={() => void reload()}>
          {t('orders.refresh')}
        </button>
      </div>
      {load.state === 'loading' && (
        <p role="status" className="py-8 text-center">
          <span className="loading loading-spinner text-primary" aria-hidden="true" /> {t('orders.loading')}
        </p>
      )}
      {load.state === 'failed' && (
        <div role="alert" className="alert alert-error">
          <span>{t('orders.loadFailed')}</span>
          <button type="button" className="btn btn-sm" onClick={() => void reload()}>{t('orders.retry')}</button>
        </div>
      )}
      {load.state === 'ready' && load.orders.length === 0 && <p className="rounded-box bg-base-200 p-8 text-center">{t('orders.empty')}</p>}
      {load.state === 'ready' && load.orders.length > 0 && <OrdersTable orders={load.orders} onVerify={setVerifying} onReject={setRejecting} />}
      <VerifyDialog order={verifying} pending={pending} onClose={() => setVerifying(null)} onConfirm={(o) => void decide(o, 'verify')} />
      <RejectDialog order={rejecting} pending={pending} onClose={() => setRejecting(null)} onConfirm={(o, reason) => void decide(o, 'reject', reason)} />
    </section>
  );
}
