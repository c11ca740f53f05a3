/**
 * Approving asks once and says what will happen: live now (or the changes live now, for an edit of a
 * live listing), until which date (the server's `endsIfApprovedNow`, by its clock and period rule),
 * and that the business is emailed. The toast after it shows the server's own answer.
 */
import { FormDialog } from '~/features/admin';
import type { AdminListingJson } from './listing-params';
import { formatListingDate, useListingsStrings } from './listings-strings';

interface Props {
  listing: AdminListingJson | null;
  title: string;
  label: string;
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

export function ApproveDialog({ listing, title, label, pending, onClose, onConfirm }: Props) {
  const { t, lang } = useListingsStrings();
  const date = listing ? formatListingDate(listing.endsIfApprovedNow, lang) : '';
  return (
    <FormDialog
      open={listing !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('listings.approveConfirmTitle', { name: title })}
      submitLabel={label}
      pending={pending}
      onSubmit={(e) => {
        e.preventDefault();
        onConfirm();
      }}
    >
      {listing && (
        <ul className="list-disc grid gap-1 pl-5 text-sm" data-approve-summary>
          <li>{t(listing.liveFrom ? 'listings.approveConfirmEdit' : 'listings.approveConfirmLive', { date })}</li>
          <li>{t('listings.approveConfirmMail', { email: listing.ownerEmail })}</li>
        </ul>
      )}
    </FormDialog>
  );
}
