/** The two admin decisions on a bank transfer: verify (confirm) and reject (with a reason). */
import { useEffect, useState } from 'react';
import type { AdminOrder } from '~/features/listings/orders/types';
import { FormDialog } from '~/features/admin';
import { formatOrderAmount, useOrdersStrings } from './orders-strings';

interface DialogProps {
  order: AdminOrder | null;
  pending: boolean;
  onClose: () => void;
}

/** Asks before marking a transfer received. */
export function VerifyDialog({ order, pending, onClose, onConfirm }: DialogProps & { onConfirm: (order: AdminOrder) => void }) {
  const { t, lang } = useOrdersStrings();
  return (
    <FormDialog
      open={order !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('orders.verifyTitle')}
      description={order ? t('orders.verifyText', { amount: formatOrderAmount(order.amount, order.currency, lang), business: order.businessName }) : undefined}
      submitLabel={t('orders.verify')}
      pending={pending}
      onSubmit={(event) => {
        event.preventDefault();
        if (order) onConfirm(order);
      }}
    >
      {order && (
        <p className="text-sm">
          {order.orderNumber && <>{t('orders.number', { number: order.orderNumber })} · </>}
          {order.contactName} ·{' '}
          <a className="link" href={`mailto:${order.email}`}>
            {order.email}
          </a>
          {/* A card order made through the spec's API call carries no phone. */}
          {order.phone && ` · ${order.phone}`}
        </p>
      )}
    </FormDialog>
  );
}

const MIN_REASON = 3;

/** Asks for the reason of a rejection. */
export function RejectDialog({ order, pending, onClose, onConfirm }: DialogProps & { onConfirm: (order: AdminOrder, reason: string) => void }) {
  const { t } = useOrdersStrings();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setReason('');
    setError(null);
  }, [order]);
  return (
    <FormDialog
      open={order !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('orders.rejectTitle')}
      description={order ? t('orders.rejectText', { business: order.businessName }) : undefined}
      submitLabel={t('orders.reject')}
      pending={pending}
      onSubmit={(event) => {
        event.preventDefault();
        if (reason.trim().length < MIN_REASON) return setError(t('orders.reasonRequired'));
        if (order) onConfirm(order, reason.trim());
      }}
    >
      <div className="grid gap-1">
        <label htmlFor="reject-reason" className="font-medium">
          {t('orders.reason')}
        </label>
        <textarea
          id="reject-reason"
          className={`textarea w-full ${error ? 'textarea-error' : ''}`}
          rows={3}
          maxLength={500}
          value={reason}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'reject-reason-error' : 'reject-reason-hint'}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        {error ? (
          <p id="reject-reason-error" className="text-sm text-error">
            {error}
          </p>
        ) : (
          <p id="reject-reason-hint" className="text-sm text-base-content/70">
            {t('orders.reasonHint')}
          </p>
        )}
      </div>
    </FormDialog>
  );
}
