/** Moves the bank transfer's steps (TransferSteps.astro) on: the CSS draws each item from its data-state. */
import { stepState, type TransferStep } from './views';

/** Marks `current` with aria-current="step" and the steps before it done (with the screen-reader text `doneText`). */
export function paintSteps(list: HTMLElement | null, current: TransferStep, doneText: string): void {
  list?.querySelectorAll('li').forEach((item, i) => {
    const state = stepState(i + 1, current);
    item.dataset.state = state;
    if (state === 'current') item.setAttribute('aria-current', 'step');
    else item.removeAttribute('aria-current');
    const label = item.querySelector('[data-step-label]');
    const doneNote = label?.querySelector('.sr-only');
    if (state === 'done' && label && !doneNote) {
      const note = document.createElement('span');
      note.className = 'sr-only';
      note.textContent = ` ${doneText}`;
      label.append(note);
    } else if (state !== 'done') doneNote?.remove();
  });
}
