/**
 * The bank transfer's three steps (make the transfer, upload the receipt, wait for confirmation) as
 * an ordered list, the current one marked with aria-current="step" and the ones before it done.
 * The look follows each item's data-state.
 */
import type { ReactElement } from 'react';
import LineIcon from '~/ui/LineIcon';
import type { BankTransferStrings } from './strings';
import { stepState, TICK_PATH, type TransferStep } from './views';

interface Props {
  strings: BankTransferStrings;
  current: TransferStep;
}

/** The list of steps. */
export default function TransferSteps({ strings: s, current }: Props): ReactElement {
  const steps = [s.stepTransfer, s.stepUpload, s.stepWait].map((label, i) => ({ label, step: i + 1, state: stepState(i + 1, current) }));
  return (
    <ol aria-label={s.stepsLabel} className="mb-8 grid grid-cols-3 gap-2 sm:gap-4" data-testid="transfer-steps">
      {steps.map(({ label, step, state }) => (
        <li
          key={step}
          aria-current={state === 'current' ? 'step' : undefined}
          data-state={state}
          className="group flex flex-col items-start gap-2 border-t-4 border-base-300 pt-3 data-[state=current]:border-primary data-[state=done]:border-primary sm:flex-row sm:items-center sm:gap-3"
        >
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full border-2 border-base-300 text-base font-bold text-base-content/70 group-data-[state=current]:border-0 group-data-[state=current]:bg-primary group-data-[state=current]:text-primary-content group-data-[state=done]:border-0 group-data-[state=done]:bg-primary/15 group-data-[state=done]:text-primary"
          >
            <span className="group-data-[state=done]:hidden">{step}</span>
            <LineIcon d={TICK_PATH} size={18} strokeWidth={3} className="hidden group-data-[state=done]:block" />
          </span>
          <span className="text-sm leading-snug text-base-content/75 group-data-[state=current]:font-bold group-data-[state=current]:text-base-content group-data-[state=done]:font-medium group-data-[state=done]:text-base-content sm:text-base">
            {label}
            {state === 'done' && <span className="sr-only">{` ${s.stepDone}`}</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}
