/**
 * The 'Copy' buttons of the bank-transfer screen (DetailRow.astro): each puts its `data-copy` value
 * on the clipboard and says 'Copied' for two seconds; where the clipboard is refused (an insecure
 * address, a denied permission) it selects the value's text instead, for a copy by hand. The page's
 * live region says what happened. Buttons become visible once this runs (a pending one once its
 * value is known, see revealCopyButton).
 */
import type { ScriptStrings } from './config';
import { COPY_PATH, fillWhat, TICK_PATH } from './views';

const COPIED_MS = 2000;
const timers = new WeakMap<HTMLButtonElement, number>();

/** Draws a button copied or not. */
function paint(button: HTMLButtonElement, copied: boolean, s: ScriptStrings): void {
  // The classes copyButtonClass gives the server's button, copied or not.
  button.classList.toggle('btn-success', copied);
  button.classList.toggle('btn-outline', !copied);
  button.classList.toggle('btn-primary', !copied);
  button.querySelector('path')?.setAttribute('d', copied ? TICK_PATH : COPY_PATH);
  const text = button.querySelector('[data-copy-text]');
  if (text) text.textContent = copied ? s.copied : s.copy;
  // Copied, the button is named by its text; before, by 'Copy {what}'.
  if (copied) {
    button.dataset.copyName = button.getAttribute('aria-label') ?? '';
    button.removeAttribute('aria-label');
  } else if (button.dataset.copyName !== undefined) {
    button.setAttribute('aria-label', button.dataset.copyName);
    delete button.dataset.copyName;
  }
}

/** Selects the text of an element, for a copy by hand. */
function selectText(id: string): void {
  const target = document.getElementById(id);
  const selection = window.getSelection();
  if (target && selection) selection.selectAllChildren(target);
}

async function copy(button: HTMLButtonElement, s: ScriptStrings, announce: (text: string) => void): Promise<void> {
  const what = button.dataset.copyWhat ?? '';
  try {
    await navigator.clipboard.writeText(button.dataset.copy ?? '');
  } catch {
    selectText(button.dataset.copyTarget ?? '');
    announce(fillWhat(s.copySelected, what));
    return;
  }
  paint(button, true, s);
  announce(fillWhat(s.copyAnnounce, what));
  window.clearTimeout(timers.get(button));
  timers.set(
    button,
    window.setTimeout(() => paint(button, false, s), COPIED_MS),
  );
}

/** Shows a button whose value is now known (the payment reference once the order arrives). */
export function revealCopyButton(button: HTMLButtonElement | null, value: string): void {
  if (!button) return;
  button.dataset.copy = value;
  delete button.dataset.copyPending;
  button.classList.remove('invisible');
}

/** Shows the buttons under `root` that have their value and answers clicks on any of them (one listener). */
export function startCopyButtons(root: HTMLElement, s: ScriptStrings, announce: (text: string) => void): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-copy]:not([data-copy-pending])')) button.classList.remove('invisible');
  root.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-copy]');
    if (button && root.contains(button)) void copy(button, s, announce);
  });
}
