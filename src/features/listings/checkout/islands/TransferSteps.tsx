/**
 * The bank transfer's three steps (make the transfer, upload the receipt, wait for confirmation) as
 * an ordered list, the current one marked with aria-current="step" and the ones before it done.
 */
import type { BankTransferStrings } from './strings';

export type TransferStep = 1 | 2 | 3;

interface Props {
  strings: BankTransferStrings;
  current: TransferStep;
}

export default function TransferSteps({ strings: s, current }: Props) {
  const steps = [s.stepTransfer, s.stepUpload, s.stepWait];
  return (
    <ol aria-label={s.stepsLabel} className="mb-8 grid grid-cols-3 gap-2 sm:gap-4" data-testid="transfer-steps">
      {steps.map((label, i) => {
        const step = i + 1;
        const done = step < current;
        const isCurrent = step === current;
        return (
          <li
            key={label}
            aria-current={isCurrent ? 'step' : undefined}
            className={`flex flex-col items-start gap-2 border-t-4 pt-3 sm:flex-row sm:items-center sm:gap-3 ${step <= current ? 'border-primary' : 'border-base-300'}`}
          >
            <span
              aria-hidden="true"
              className={`flex size-9 shrink-0 items-center justify-center rounded-full text-base font-bold ${
                isCurrent ? 'bg-primary text-primary-content' : done ? 'bg-primary/15 text-primary' : 'border-2 border-base-300 text-base-content/70'
              }`}
            >
              {done ? (
                <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
                  <path d="M5 12.5l4.5 4.5L19 7.5" />
                </svg>
              ) : (
                step
              )}
            </span>
            <span className={`text-sm leading-snug sm:text-base ${isCurrent ? 'font-bold' : done ? 'font-medium' : 'text-base-content/75'}`}>
              {label}
              {done && <span className="sr-only"> {s.stepDone}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
