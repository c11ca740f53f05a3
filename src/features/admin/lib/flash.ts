/** A toast that survives one page load (after login the dashboard says 'Login successful'; after logout the login screen says 'Logged out'). */
import { showToast, type ToastVariant } from '~/features/admin/ui/toast-store';

const KEY = 'admin.flashToast';

/** Keeps a toast to show on the next admin page. */
export function setFlashToast(toast: { title: string; description?: string; variant?: ToastVariant }): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(toast));
  } catch {
    // storage blocked: the toast is lost, nothing else
  }
}

/** Shows and forgets the kept toast, if any. */
export function showFlashToast(): void {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return;
    sessionStorage.removeItem(KEY);
    const toast = JSON.parse(raw) as { title?: unknown; description?: unknown; variant?: unknown };
    if (typeof toast.title !== 'string') return;
    showToast({
      title: toast.title,
      description: typeof toast.description === 'string' ? toast.description : undefined,
      variant: toast.variant === 'success' || toast.variant === 'destructive' ? toast.variant : 'default',
    });
  } catch {
    // malformed or blocked: show nothing
  }
}

/** Removes every admin value kept in this tab's session storage (logout). */
export function clearAdminStorage(): void {
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith('admin.') && key !== KEY) sessionStorage.removeItem(key);
  } catch {
    // storage blocked: nothing kept
  }
}
