/** Redraws the bank transfer's steps (TransferSteps.astro) for the current step, with the same classes as the server. */
import { stepView, TICK_PATH, type TransferStep } from './views';

const TICK = `<svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"><path d="${TICK_PATH}"></path></svg>`;

/** Marks `current` with aria-current="step" and the steps before it done (a tick and the screen-reader text `doneText`). */
export function paintSteps(list: HTMLElement | null, current: TransferStep, doneText: string): void {
  list?.querySelectorAll('li').forEach((item, i) => {
    const view = stepView(i + 1, current);
    item.className = view.item;
    if (view.isCurrent) item.setAttribute('aria-current', 'step');
    else item.removeAttribute('aria-current');
    const badge = item.querySelector<HTMLElement>('[data-step-badge]');
    if (badge) {
      badge.className = view.badge;
      if (view.done) badge.innerHTML = TICK;
      else badge.textContent = String(i + 1);
    }
    const label = item.querySelector<HTMLElement>('[data-step-label]');
    if (!label) return;
    label.className = view.labelClass;
    const doneNote = label.querySelector('.sr-only');
    if (view.done && !doneNote) {
      const note = document.createElement('span');
      note.className = 'sr-only';
      note.textContent = ` ${doneText}`;
      label.append(note);
    } else if (!view.done) doneNote?.remove();
  });
}
