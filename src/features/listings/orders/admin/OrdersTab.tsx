/**
 * The Orders tab (issue 6): every listing order with its status, newest first, 50 at a time with
 * 'Load older orders' for the rest; bank transfers can be verified (activating the listing for
 * 3 months) or rejected with a reason, and their receipts downloaded. Orders never paid within 14
 * days are lapsed and hidden unless 'Show lapsed orders' is ticked.
 */
import { useCallback, useEffect, useState } from 'react';
import type { AdminOrder } from '~/features/listings/orders/types';
import { apiGetPage, apiRequest, getErrorMessage } from '~/features/admin';
import { refreshAdminStats } from '~/features/admin';
import { RejectDialog, VerifyDialog } from './DecisionDialogs';
import { formatOrderDate, useOrdersStrings } from './orders-strings';
import { OrdersTable } from './OrdersTable';
import { LoadFailedAlert, showToast } from '~/features/admin';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; orders: AdminOrder[]; nextCursor: string | null };

/** Orders per request: the newest first, older ones on 'Load older orders'. */
const ORDERS_PAGE_SIZE = 50;

/** The newest orders, or those older than the order `before`; lapsed ones only when asked for. */
const fetchOrders = (showLapsed: boolean, before?: string) =>
  apiGetPage<AdminOrder>(`/api/admin/orders?limit=${ORDERS_PAGE_SIZE}${showLapsed ? '&lapsed=include' : ''}${before ? `&before=${before}` : ''}`);

/** The tab body. */
export default function OrdersTab() {
  const { t, lang } = useOrdersStrings();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [verifying, setVerifying] = useState<AdminOrder | null>(null);
  const [rejecting, setRejecting] = useState<AdminOrder | null>(null);
  const [pending, setPending] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [showLapsed, setShowLapsed] = useState(false);
  // An admin email links to /admin?order=<id>#orders: that order is marked in the table.
  const [linkedOrderId] = useState(() => (typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('order')));

  const reload = useCallback(async () => {
    try {
      const page = await fetchOrders(showLapsed);
      setLoad({ state: 'ready', orders: page.items, nextCursor: page.nextCursor });
    } catch {
      setLoad({ state: 'failed' });
    }
  }, [showLapsed]);

  const loadMore = async (before: string) => {
    setLoadingMore(true);
    try {
      const page = await fetchOrders(showLapsed, before);
      setLoad((current) => {
        if (current.state !== 'ready') return current;
        const known = new Set(current.orders.map((o) => o.id));
        return { state: 'ready', orders: [...current.orders, ...page.items.filter((o) => !known.has(o.id))], nextCursor: page.nextCursor };
      });
    } catch (error) {
      showToast({ title: t('orders.loadFailed'), description: getErrorMessage(error, ''), variant: 'destructive' });
    } finally {
      setLoadingMore(false);
    }
  };
  useEffect(() => {
    void reload();
  }, [reload]);
  useEffect(() => {
    if (load.state === 'ready' && linkedOrderId)
      document.querySelector(`tr[data-order-id="${CSS.escape(linkedOrderId)}"]`)?.scrollIntoView({ block: 'center' });
  }, [load.state, linkedOrderId]);

  const replace = (updated: AdminOrder) =>
    setLoad((current) => (current.state === 'ready' ? { ...current, orders: current.orders.map((o) => (o.id === updated.id ? updated : o)) } : current));

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
      showToast({
        title: t(action === 'verify' ? 'orders.verifyFailed' : 'orders.rejectFailed'),
        description: getErrorMessage(error, ''),
        variant: 'destructive',
      });
      void reload();
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="grid gap-4" aria-labelledby="orders-title">
      <h2 id="orders-title" className="text-xl font-bold">
        {t('orders.caption')}
      </h2>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              className="checkbox checkbox-sm"
              checked={showLapsed}
              aria-describedby="lapsed-hint"
              onChange={(e) => setShowLapsed(e.currentTarget.checked)}
            />
            {t('orders.showLapsed')}
          </label>
          <span id="lapsed-hint" className="text-base-content/70">
            {t('orders.lapsedHint')}
          </span>
        </div>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => void reload()}>
          {t('orders.refresh')}
        </button>
      </div>
      {load.state === 'loading' && (
        <p role="status" className="py-8 text-center">
          <span className="loading loading-spinner text-primary" aria-hidden="true" /> {t('orders.loading')}
        </p>
      )}
      {load.state === 'failed' && <LoadFailedAlert message={t('orders.loadFailed')} retryLabel={t('orders.retry')} onRetry={() => void reload()} />}
      {load.state === 'ready' && load.orders.length === 0 && <p className="rounded-box bg-base-200 p-8 text-center">{t('orders.empty')}</p>}
      {load.state === 'ready' && load.orders.length > 0 && (
        <>
          <OrdersTable orders={load.orders} onVerify={setVerifying} onReject={setRejecting} highlightId={linkedOrderId} />
          <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
            <p role="status">{t(load.nextCursor ? 'orders.shown' : 'orders.allShown', { count: load.orders.length })}</p>
            {load.nextCursor && (
              <button type="button" className="btn btn-outline btn-sm" disabled={loadingMore} onClick={() => load.nextCursor && void loadMore(load.nextCursor)}>
                {loadingMore && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
                {t(loadingMore ? 'orders.loadingMore' : 'orders.loadMore')}
              </button>
            )}
          </div>
        </>
      )}
      <VerifyDialog order={verifying} pending={pending} onClose={() => setVerifying(null)} onConfirm={(o) => void decide(o, 'verify')} />
      <RejectDialog order={rejecting} pending={pending} onClose={() => setRejecting(null)} onConfirm={(o, reason) => void decide(o, 'reject', reason)} />
    </section>
  );
}
