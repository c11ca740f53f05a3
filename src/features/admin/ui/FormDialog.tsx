/**
 * A modal form on Radix Dialog: title, optional description, the fields as children, and a footer
 * with Cancel and a submit button that reads 'Saving...' and is disabled while pending.
 */
import { Dialog } from 'radix-ui';
import type { ReactNode, SubmitEventHandler } from 'react';
import { useAdminStrings } from '~/features/admin/lib/strings';

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** Usually react-hook-form's `handleSubmit(save)`. */
  onSubmit: SubmitEventHandler<HTMLFormElement>;
  submitLabel: string;
  /** Text of the submit button while pending; 'Saving...' by default. */
  pendingLabel?: string;
  pending?: boolean;
  /** Wider box for long forms (tours, restaurants). */
  wide?: boolean;
  children: ReactNode;
}

/** A dialog holding one form; closing it (Cancel, Escape, overlay) calls onOpenChange(false). */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  onSubmit,
  submitLabel,
  pendingLabel,
  pending = false,
  wide = false,
  children,
}: FormDialogProps) {
  const { t } = useAdminStrings();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-neutral/50" />
        <Dialog.Content
          className={`fixed left-1/2 top-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-box bg-base-100 shadow-xl focus:outline-none ${wide ? 'max-w-3xl' : 'max-w-lg'}`}
        >
          <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-col">
            <div className="border-b border-base-300 px-6 pb-3 pt-5">
              <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="mt-1 text-sm text-base-content/70">{description}</Dialog.Description>
              ) : (
                <Dialog.Description className="sr-only">{title}</Dialog.Description>
              )}
            </div>
            <div className="grid gap-4 overflow-y-auto px-6 py-4">{children}</div>
            <div className="flex justify-end gap-2 border-t border-base-300 px-6 py-4">
              <Dialog.Close asChild>
                <button type="button" className="btn btn-ghost" disabled={pending}>
                  {t('admin.ui.cancel')}
                </button>
              </Dialog.Close>
              <button type="submit" className="btn btn-primary" disabled={pending}>
                {pending ? (pendingLabel ?? t('admin.ui.saving')) : submitLabel}
              </button>
            </div>
          </form>
          <Dialog.Close aria-label={t('admin.ui.close')} className="btn btn-ghost btn-sm btn-circle absolute right-3 top-3">
            <span aria-hidden="true">✕</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
