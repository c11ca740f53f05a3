/**
 * One row of the bank-transfer screen's definition lists: a label, a value in the site's font with
 * tabular figures, and optionally a 'Copy' button inside the value (a dl's rows hold only dt and dd).
 */
import type { ReactElement, ReactNode } from 'react';
import CopyButton from './CopyButton';
import type { BankTransferStrings } from './strings';

interface Props {
  label: string;
  /** The id of the shown value (selected when a copy fails). */
  id: string;
  children: ReactNode;
  /** The text a 'Copy' button puts on the clipboard; no button without it (null: none yet, but the button's room is kept). */
  copy?: string | null;
  testId?: string;
  valueClass?: string;
  /** For a row with a button: the island's state and live region. */
  copying?: { strings: BankTransferStrings; live: boolean; announce: (text: string) => void };
}

/** The row. */
export default function DetailRow({ label, id, children, copy, testId, valueClass = 'font-semibold', copying }: Props): ReactElement {
  const withButton = copy !== undefined && copying !== undefined;
  return (
    <div className="grid gap-x-4 gap-y-0.5 border-b border-base-200 py-2.5 last:border-b-0 sm:grid-cols-[9.5rem_1fr] sm:items-center">
      <dt className="text-sm text-base-content/75">{label}</dt>
      <dd className={`flex items-center justify-between gap-3 ${withButton ? 'min-h-11' : ''}`}>
        {/* The page's load script writes the value before the island runs. */}
        <span id={id} data-testid={testId} className={`min-w-0 break-words tabular-nums ${valueClass}`} suppressHydrationWarning>
          {children}
        </span>
        {withButton && <CopyButton what={label} target={id} value={copy} {...copying} />}
      </dd>
    </div>
  );
}
