/**
 * The public checkout's toast: one message at a time in a live region that is always in the page
 * (so screen readers announce it), closing itself after 5 seconds (spec section 9) or on request.
 */
import { useEffect } from 'react';

export interface ToastMessage {
  id: number;
  title: string;
  text: string;
  variant: 'error' | 'success';
}

interface Props {
  toast: ToastMessage | null;
  onClose: () => void;
  closeLabel: string;
}

const AUTO_CLOSE_MS = 5000;

/** Shows the current toast, if any. */
export default function Toast({ toast, onClose, closeLabel }: Props) {
  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(onClose, AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [toast, onClose]);

  return (
    <div
      aria-live="assertive"
      aria-atomic="true"
      className="pointer-events-none fixed inset-x-4 bottom-24 z-[70] flex justify-center sm:inset-x-auto sm:right-4 sm:bottom-4"
    >
      {toast && (
        <div
          role={toast.variant === 'error' ? 'alert' : 'status'}
          data-testid="toast"
          className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-box p-4 shadow-xl ${toast.variant === 'error' ? 'bg-error text-error-content' : 'bg-success text-success-content'}`}
        >
          <div className="flex-1">
            <p className="font-semibold">{toast.title}</p>
            <p className="mt-1 text-sm">{toast.text}</p>
          </div>
          <button type="button" onClick={onClose} className="btn btn-ghost btn-sm btn-circle -mr-1 -mt-1" aria-label={closeLabel}>
            <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </div>
      )}
    </div>
  );
}
