/**
 * The admin toast viewport on Radix Toast: one toast at a time, closes after 5000 ms (an undo toast
 * after its window), swipe right past 50 px to dismiss, F8 focuses the viewport (spec section 9).
 */
import { useStore } from '@nanostores/react';
import { Toast } from 'radix-ui';
import { useAdminStrings } from '~/features/admin/lib/strings';
import { $toast, dismissToast, type ToastVariant } from './toast-store';

const VARIANT_CLASS: Record<ToastVariant, string> = {
  default: 'border-base-300 bg-base-100 text-base-content',
  success: 'border-success/40 bg-base-100 text-base-content',
  destructive: 'border-error bg-error text-error-content',
};

/** Renders the current toast; mount once per admin island. */
export function Toaster() {
  const current = useStore($toast);
  const { t } = useAdminStrings();
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label={t('admin.ui.notification')}>
      {current && (
        <Toast.Root
          key={current.id}
          type={current.variant === 'destructive' ? 'foreground' : 'background'}
          duration={current.duration}
          onOpenChange={(open) => !open && dismissToast(current.id)}
          data-variant={current.variant}
          className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-box border p-4 pr-10 shadow-lg data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:opacity-0 data-[state=closed]:transition-opacity ${VARIANT_CLASS[current.variant]}`}
        >
          <div className="grid gap-1">
            <Toast.Title className="font-semibold">{current.title}</Toast.Title>
            {current.description && <Toast.Description className="text-sm opacity-90">{current.description}</Toast.Description>}
            {current.action && (
              <Toast.Action altText={current.action.altText} asChild>
                <button type="button" className="btn btn-sm btn-outline mt-1 justify-self-start" onClick={current.action.onAction}>
                  {current.action.label}
                </button>
              </Toast.Action>
            )}
          </div>
          <Toast.Close aria-label={t('admin.ui.close')} className="btn btn-ghost btn-xs btn-circle absolute right-2 top-2 text-current">
            <span aria-hidden="true">✕</span>
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport
        label={t('admin.ui.notifications')}
        className="fixed left-0 top-0 z-[100] sm:bottom-0 sm:top-auto m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none"
      />
    </Toast.Provider>
  );
}
