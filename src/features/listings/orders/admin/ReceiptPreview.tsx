/**
 * A bank-transfer receipt shown in place, in a dialog over the Orders tab (full width on a phone): an image in the
 * page, a PDF in a viewer frame, with the download beside it. The file route serves the preview `inline` in a
 * sandbox that runs no script and may be framed only by the site (src/features/listings/orders/receipt-file.ts).
 */
import { Dialog } from 'radix-ui';
import { useAdminStrings } from '~/features/admin';
import type { AdminOrder } from '~/features/listings/orders/types';
import { useOrdersStrings } from './orders-strings';

/** The receipt file's address: shown in place, or with `download` saved as a file. */
export const receiptHref = (orderId: string, download = false): string => `/api/admin/orders/${orderId}/receipt${download ? '?download=1' : ''}`;

interface Props {
  order: AdminOrder | null;
  onClose: () => void;
}

/** The preview dialog of one order's receipt; closed while `order` is null. */
export function ReceiptPreviewDialog({ order, onClose }: Props) {
  const { t } = useOrdersStrings();
  const close = useAdminStrings().t('admin.ui.close');
  const business = order?.businessName ?? '';
  return (
    <Dialog.Root open={order !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-neutral/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 flex max-h-[92vh] w-[calc(100vw-1rem)] max-w-4xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-box bg-base-100 shadow-xl focus:outline-none sm:w-[calc(100vw-2rem)]">
          <div className="border-b border-base-300 py-3 pl-5 pr-14">
            <Dialog.Title className="text-lg font-bold">{t('orders.receiptTitle', { business })}</Dialog.Title>
            <Dialog.Description className="text-sm text-base-content/70">
              {order?.orderNumber ? t('orders.number', { number: order.orderNumber }) : t('orders.receiptTitle', { business })}
            </Dialog.Description>
          </div>
          {order && (
            <div className="grid min-h-0 gap-3 overflow-y-auto p-3 sm:p-5">
              {order.receiptKind === 'image' ? (
                <img
                  src={receiptHref(order.id)}
                  alt={t('orders.receiptImageAlt', { business })}
                  className="mx-auto h-auto max-h-[70vh] w-auto max-w-full rounded-box border border-base-300 object-contain"
                  data-receipt-preview="image"
                />
              ) : (
                <>
                  <iframe
                    src={receiptHref(order.id)}
                    title={t('orders.receiptPdfTitle', { business })}
                    className="h-[65vh] w-full rounded-box border border-base-300 bg-base-200"
                    data-receipt-preview="pdf"
                  />
                  <p className="text-sm text-base-content/70">{t('orders.receiptPdfHint')}</p>
                </>
              )}
              <div className="flex flex-wrap justify-end gap-2">
                {order.receiptKind === 'pdf' && (
                  <a className="btn btn-ghost btn-sm" href={receiptHref(order.id)} target="_blank" rel="noopener">
                    {t('orders.receiptOpen')}
                  </a>
                )}
                <a className="btn btn-primary btn-sm" href={receiptHref(order.id, true)} download>
                  {t('orders.receiptDownload')}
                </a>
              </div>
            </div>
          )}
          <Dialog.Close aria-label={close} className="btn btn-ghost btn-sm btn-circle absolute right-3 top-3">
            <span aria-hidden="true">✕</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
