/**
 * The "not built yet" messages of Read More and Subscribe (spec
 * section 1). Instead of window.alert, the message appears in one polite live region near the top
 * of the page: screen readers announce it, focus stays on the button, and it closes by itself
 * after 5 seconds (spec section 9: toasts auto-close at 5000 ms), on Escape, or with its button.
 * Nothing here calls the network.
 */
const AUTO_CLOSE_MS = 5000;

let timer: ReturnType<typeof setTimeout> | undefined;

function getRegion(): HTMLElement | null {
  return document.getElementById('not-built-notice');
}

function closeNotice(): void {
  clearTimeout(timer);
  const region = getRegion();
  if (region) region.replaceChildren();
}

function showNotice(message: string): void {
  const region = getRegion();
  if (!region || !message) return;
  clearTimeout(timer);
  const box = document.createElement('div');
  box.className = 'alert alert-info shadow-lg';
  box.dataset.noticeMessage = '';
  const text = document.createElement('span');
  text.textContent = message;
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'btn btn-ghost btn-sm btn-circle';
  close.setAttribute('aria-label', region.dataset.closeLabel ?? 'Close');
  // An icon rather than a '✕' character, so the region's text is the message alone.
  const icon = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  icon.setAttribute('viewBox', '0 0 24 24');
  icon.setAttribute('width', '16');
  icon.setAttribute('height', '16');
  icon.setAttribute('aria-hidden', 'true');
  icon.innerHTML = '<path d="M6 6l12 12M18 6 6 18" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" fill="none"/>';
  close.append(icon);
  close.addEventListener('click', closeNotice);
  box.append(text, close);
  // Replacing the content (rather than toggling visibility) makes the live region announce it each time.
  region.replaceChildren(box);
  timer = setTimeout(closeNotice, AUTO_CLOSE_MS);
}

/** Wires every [data-not-built] button and [data-not-built-form] form on the page, once. */
export function initNotBuiltAlerts(): void {
  const root = document.documentElement;
  if (root.dataset.notBuiltWired) return;
  root.dataset.notBuiltWired = 'true';
  // The popovers are for browsers without JavaScript; from here on the live region speaks.
  for (const button of document.querySelectorAll('[data-not-built][popovertarget]')) button.removeAttribute('popovertarget');
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>('[data-not-built]');
    if (!button) return;
    event.preventDefault();
    showNotice(button.dataset.notBuilt ?? '');
  });
  document.addEventListener('submit', (event) => {
    const form = (event.target as Element | null)?.closest<HTMLFormElement>('[data-not-built-form]');
    if (!form) return;
    event.preventDefault();
    showNotice(form.dataset.notBuiltForm ?? '');
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && getRegion()?.hasChildNodes()) closeNotice();
  });
}
