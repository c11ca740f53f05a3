/**
 * A partner entry in the admin's content tables: the badge with the end of its paid listing, and in the delete
 * confirmation the warning that it is paid for until then with the required reason (kept on the listing's history).
 */
import { useId } from 'react';
import { useAdminStrings } from '~/features/admin/lib/strings';
import { formatPaidUntil } from './partner-delete';

/** "Partner · until 31 Jan 2027" beside the entry's name. */
export function PartnerMarker({ until }: { until: string }) {
  const { t, lang } = useAdminStrings();
  return (
    <span className="badge badge-neutral badge-sm ml-2 whitespace-nowrap align-middle" data-partner-until={until}>
      {t('adminContent.partnerBadge', { date: formatPaidUntil(until, lang) })}
    </span>
  );
}

interface PartnerDeleteFieldsProps {
  until: string;
  reason: string;
  onReason: (reason: string) => void;
  /** The message under the field after a refused confirm, else null. */
  error: string | null;
}

/** The warning and the reason field of a partner entry's delete confirmation. */
export function PartnerDeleteFields({ until, reason, onReason, error }: PartnerDeleteFieldsProps) {
  const { t, lang } = useAdminStrings();
  const id = useId();
  return (
    <div className="mt-4 grid gap-3">
      <p role="alert" className="alert alert-warning text-sm">
        {t('adminContent.partnerDeleteWarning', { date: formatPaidUntil(until, lang) })}
      </p>
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {t('adminContent.partnerDeleteReason')}
        </label>
        <textarea
          id={id}
          required
          minLength={3}
          maxLength={500}
          rows={3}
          value={reason}
          onChange={(event) => onReason(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="textarea w-full"
        />
        {error && (
          <p id={`${id}-error`} className="text-sm text-error">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
