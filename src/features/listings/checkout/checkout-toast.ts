/**
 * The browser side of CheckoutToast.astro: one message at a time (a new one replaces the old),
 * closing itself after 5 seconds (spec section 9) or from its close button. Text goes in as text.
 */

export type ToastVariant = 'error' | 'success';

const AUTO_CLOSE_MS = 5000;
const CLOSE_ICON =
  '<svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.5"><path d="M6 6l12 12M18 6 6 18"></path></svg>';

let timer: number | undefined;

function region(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[data-checkout-toast]');
}

/** Empties the toast region. */
function closeToast(): void {
  window.clearTimeout(timer);
  region()?.replaceChildren();
}

/** Shows a toast with a title and a text; errors as an alert, successes as a status. */
export function showToast(title: string, text: string, variant: ToastVariant = 'error'): void {
  const holder = region();
  if (!holder) return;
  const toast = document.createElement('div');
  toast.setAttribute('role', variant === 'error' ? 'alert' : 'status');
  toast.dataset.testid = 'toast';
  toast.className = `pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-box p-4 shadow-xl ${
    variant === 'error' ? 'bg-error text-error-content' : 'bg-success text-success-content'
  }`;
  const body = document.createElement('div');
  body.className = 'flex-1';
  const heading = document.createElement('p');
  heading.className = 'font-semibold';
  heading.textContent = title;
  const detail = document.createElement('p');
  detail.className = 'mt-1 text-sm';
  detail.textContent = text;
  body.append(heading, detail);
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'btn btn-ghost btn-sm btn-circle -mr-1 -mt-1';
  close.setAttribute('aria-label', holder.dataset.closeLabel ?? '');
  close.innerHTML = CLOSE_ICON;
  close.addEventListener('click', closeToast);
  toast.append(body, close);
  window.clearTimeout(timer);
  holder.replaceChildren(toast);
  timer = window.setTimeout(closeToast, AUTO_CLOSE_MS);
}
