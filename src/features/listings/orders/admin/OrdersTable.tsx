/**
 * The orders table: the columns of issue 6 and, per bank transfer, its order number, receipt preview and download, verify and reject;
 * a search over the loaded orders and sorting by date, business, amount, status or end date (issue 21).
 */
import { useId, useState } from 'react';
import { NoMatch, SortableTableHead, TableSearch, timeValue, useTableView } from '~/features/admin';
import type { AdminOrder } from '~/features/listings/orders/types';
import type { OrderStatus } from '~/features/listings/orders/status';
import { formatOrderAmount, formatOrderDate, useOrdersStrings } from './orders-strings';
import { ReceiptPreviewDialog, receiptHref } from './ReceiptPreview';

interface Props {
  orders: AdminOrder[];
  onVerify: (order: AdminOrder) => void;
  onReject: (order: AdminOrder) => void;
  /** The order an admin email linked to (?order=), marked and scrolled to. */
  highlightId?: string | null;
}

const STATUS_CLASS: Record<OrderStatus, string> = {
  pending: 'badge-ghost',
  awaiting_payment: 'badge-ghost',
  lapsed: 'badge-neutral',
  paid: 'badge-info',
  awaiting_verification: 'badge-warning',
  active: 'badge-success',
  rejected: 'badge-error',
  expired: 'badge-neutral',
};

/**
 * A bank transfer the admin can still verify or reject: with a receipt, or without one when the
 * transfer shows up on the bank statement under its order number (lapsed ones too: paid late).
 */
function isDecidable(o: AdminOrder): boolean {
  return o.paymentMethod === 'banktransfer' && (o.status === 'awaiting_verification' || o.status === 'awaiting_payment' || o.status === 'lapsed');
}

const HEADERS = ['date', 'plan', 'business', 'contact', 'amount', 'method', 'status', 'ends'] as const;
const SORTABLE = new Set<string>(['date', 'business', 'amount', 'status', 'ends']);

/** What a column sorts by. */
function sortValue(o: AdminOrder, key: string) {
  if (key === 'date') return timeValue(o.createdAt);
  if (key === 'business') return o.businessName;
  if (key === 'amount') return o.amount;
  if (key === 'status') return Object.keys(STATUS_CLASS).indexOf(o.status);
  return timeValue(o.listingEndsAt);
}

/** One row per order, newest first (until a header sorts them). */
export function OrdersTable({ orders, onVerify, onReject, highlightId = null }: Props) {
  const { t, lang } = useOrdersStrings();
  const label = (h: (typeof HEADERS)[number]) => t(`orders.col.${h}`);
  const searchId = useId();
  const [previewed, setPreviewed] = useState<AdminOrder | null>(null);
  const view = useTableView(
    orders,
    (o) => [o.businessName, o.contactName, o.email, o.phone, o.orderNumber, t(`orders.status.${o.status}`), t(`orders.plan.${o.planType}`)],
    sortValue,
  );
  return (
    <div className="grid gap-3">
      <TableSearch id={searchId} query={view.query} onQuery={view.setQuery} shown={view.shown.length} total={orders.length} hint="adminTable.hint.orders" />
      {view.shown.length === 0 ? (
        <NoMatch query={view.query} />
      ) : (
        <div className="admin-cards-frame overflow-x-auto rounded-box border border-base-300">
          <table className="admin-cards table table-sm">
            <SortableTableHead
              caption={t('orders.caption')}
              columns={HEADERS.map((key) => ({ key, label: label(key), sortable: SORTABLE.has(key) }))}
              view={view}
              actions={t('orders.col.actions')}
            />
            <tbody>
              {view.shown.map((o) => (
                <tr
                  key={o.id}
                  data-order-id={o.id}
                  aria-current={o.id === highlightId ? 'true' : undefined}
                  className={o.id === highlightId ? 'bg-warning/20' : 'hover:bg-base-200/50'}
                >
                  <td className="whitespace-nowrap" data-label={label('date')}>
                    <time dateTime={o.createdAt} title={formatOrderDate(o.createdAt, lang, true)}>
                      {formatOrderDate(o.createdAt, lang)}
                    </time>
                  </td>
                  <td data-label={label('plan')}>{t(`orders.plan.${o.planType}`)}</td>
                  <th scope="row" className="font-medium" data-card="title">
                    {o.businessName}
                    {o.orderNumber && <div className="font-mono text-xs font-normal whitespace-nowrap">{t('orders.number', { number: o.orderNumber })}</div>}
                  </th>
                  <td data-label={label('contact')}>
                    <div>{o.contactName}</div>
                    <a className="link link-hover break-all" href={`mailto:${o.email}`}>
                      {o.email}
                    </a>
                    <div className="whitespace-nowrap">{o.phone}</div>
                  </td>
                  <td className="whitespace-nowrap" data-label={label('amount')}>
                    {formatOrderAmount(o.amount, o.currency, lang)}
                  </td>
                  <td data-label={label('method')}>{t(`orders.method.${o.paymentMethod}`)}</td>
                  <td data-label={label('status')}>
                    <span className={`badge badge-sm whitespace-nowrap ${STATUS_CLASS[o.status]}`}>{t(`orders.status.${o.status}`)}</span>
                    {o.rejectionReason && (
                      <p className="mt-1 max-w-48 text-xs text-base-content/70">{t('orders.rejectedBecause', { reason: o.rejectionReason })}</p>
                    )}
                  </td>
                  <td className="whitespace-nowrap" data-label={label('ends')}>
                    {o.listingEndsAt ? <time dateTime={o.listingEndsAt}>{formatOrderDate(o.listingEndsAt, lang)}</time> : '–'}
                  </td>
                  <td className="text-right" data-card="actions">
                    <div className="flex flex-col items-end gap-1">
                      {o.hasReceipt && o.receiptKind && (
                        <button
                          type="button"
                          className="btn btn-outline btn-xs"
                          aria-label={t('orders.receiptViewLabel', { business: o.businessName })}
                          onClick={() => setPreviewed(o)}
                        >
                          {t('orders.receiptView')}
                        </button>
                      )}
                      {o.hasReceipt && (
                        <a
                          className="btn btn-ghost btn-xs"
                          href={receiptHref(o.id, true)}
                          download
                          aria-label={t('orders.receiptLabel', { business: o.businessName })}
                        >
                          {t('orders.receiptDownload')}
                        </a>
                      )}
                      {isDecidable(o) && (
                        <>
                          <button
                            type="button"
                            className="btn btn-success btn-xs"
                            aria-label={t('orders.verifyLabel', { business: o.businessName })}
                            onClick={() => onVerify(o)}
                          >
                            {t('orders.verify')}
                          </button>
                          <button
                            type="button"
                            className="btn btn-outline btn-error btn-xs"
                            aria-label={t('orders.rejectLabel', { business: o.businessName })}
                            onClick={() => onReject(o)}
                          >
                            {t('orders.reject')}
                          </button>
                        </>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ReceiptPreviewDialog order={previewed} onClose={() => setPreviewed(null)} />
    </div>
  );
}
