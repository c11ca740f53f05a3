/**
 * What the bank-transfer screen's parts look like in each state, shared by the server markup (the
 * Astro components) and the screen's script, so both draw the same classes. Runs anywhere.
 */

export type TransferStep = 1 | 2 | 3;

/** Past the transfer once a receipt is chosen, or when one was sent before (refused or rejected); the last step once done. */
export function currentStep(state: { done: boolean; chosen: boolean; sentBefore: boolean }): TransferStep {
  if (state.done) return 3;
  return state.chosen || state.sentBefore ? 2 : 1;
}

/** A step's state while `current` is the current one: styled by CSS from the list item's data-state (TransferSteps.astro). */
export function stepState(step: number, current: TransferStep): 'done' | 'current' | 'todo' {
  return step < current ? 'done' : step === current ? 'current' : 'todo';
}

/** A tick (a step done, a value copied). */
export const TICK_PATH = 'M5 12.5l4.5 4.5L19 7.5';
/** Two sheets (copy). */
export const COPY_PATH = 'M9 9h10v10H9zM5 15V5h10';

/** The 'Copy' button's classes; invisible until the script runs (keeping its room), green once copied. */
export function copyButtonClass(state: { copied: boolean; ready: boolean }): string {
  return `btn btn-sm min-h-11 min-w-24 shrink-0 gap-1.5 ${state.copied ? 'btn-success' : 'btn-outline btn-primary'} ${state.ready ? '' : 'invisible'}`.trim();
}

/** The drop zone's classes: red with a refused file, tinted while a file is dragged over it, dimmed while its input is disabled. */
export function dropZoneClass(state: { invalid: boolean; dragging: boolean }): string {
  const look = state.invalid
    ? 'border-error bg-error/5'
    : state.dragging
      ? 'border-primary bg-primary/10'
      : 'border-base-300 bg-base-200/50 hover:border-primary';
  return `relative flex min-h-40 flex-col items-center justify-center gap-2 rounded-box border-2 border-dashed p-5 text-center transition-colors has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-accent has-[input:focus-visible]:outline-solid ${look} cursor-pointer has-[input:disabled]:cursor-not-allowed has-[input:disabled]:opacity-70`;
}

/** Fills '{what}' in a template, lower-casing the label when it does not start the sentence ('Copy payment reference'). */
export function fillWhat(template: string, label: string): string {
  const what = template.startsWith('{what}') ? label : label.charAt(0).toLowerCase() + label.slice(1);
  const text = template.replace('{what}', what);
  return text.charAt(0).toUpperCase() + text.slice(1);
}
