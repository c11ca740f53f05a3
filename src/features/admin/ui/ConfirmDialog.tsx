/** A confirmation on Radix AlertDialog for destructive actions: Cancel keeps, the red button proceeds. */
import type { ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { useAdminStrings } from '~/features/admin/lib/strings';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The question, e.g. 'Are you sure you want to delete this tour?'. */
  description: string;
  /** 'Delete' by default. */
  confirmLabel?: string;
  onConfirm: () => void;
  pending?: boolean;
  /** More to read or fill in before confirming (a partner's paid period and the reason field). */
  children?: ReactNode;
}

/** Asks before a destructive action; focus starts on Cancel so Enter never deletes by accident. */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, onConfirm, pending = false, children }: ConfirmDialogProps) {
  const { t } = useAdminStrings();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-neutral/50" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-box bg-base-100 p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-bold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-base-content/80">{description}</AlertDialog.Description>
          {children}
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <button type="button" className="btn btn-ghost" disabled={pending}>
                {t('admin.ui.cancel')}
              </button>
            </AlertDialog.Cancel>
            <button
              type="button"
              className="btn btn-error"
              disabled={pending}
              onClick={(event) => {
                // Keep the dialog open until the caller closes it after the request settles.
                event.preventDefault();
                onConfirm();
              }}
            >
              {pending ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
              {confirmLabel ?? t('admin.ui.delete')}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
