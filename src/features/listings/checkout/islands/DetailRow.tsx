/**
 * One row of the bank-transfer screen's definition lists: a label, a value in the site's font with
 * tabular figures, and optionally a 'Copy' button inside the value (a dl's rows hold only dt and dd).
 */
import type { ReactNode } from 'react';
import CopyButton from './CopyButton';
import type { BankTransferStrings } from './strings';

/** What a row needs to offer a copy: the texts and the page's live region. */
export interface CopyContext {
  strings: BankTransferStrings;
  /** Announces in the page's live region. */
  announce: (text: string) => void;
}

interface Props {
  label: string;
  /** The id of the shown value (selected when a copy fails). */
  id: string;
  children: ReactNode;
  /** The text a 'Copy' button puts on the clipboard; no button without it (null: none yet, but its room is kept). */
  copy?: string | null;
  context: CopyContext;
  testId?: string;
  valueClass?: string;
}

/** Fills '{what}' in a template, lower-casing the label when it does not start the sentence ('Copy payment reference'). */
export function fillWhat(template: string, label: string): string {
  const what = template.startsWith('{what}') ? label : label.charAt(0).toLowerCase() + label.slice(1);
  const text = template.replace('{what}', what);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export default function DetailRow({ label, id, children, copy, context, testId, valueClass = 'font-semibold' }: Props) {
  const s = context.strings;
  return (
    <div className="grid gap-x-4 gap-y-0.5 border-b border-base-200 py-2.5 last:border-b-0 sm:grid-cols-[9.5rem_1fr] sm:items-center">
      <dt className="text-sm text-base-content/75">{label}</dt>
      <dd className={`flex items-center justify-between gap-3 ${copy === undefined ? '' : 'min-h-11'}`}>
        <span id={id} data-testid={testId} className={`min-w-0 break-words tabular-nums ${valueClass}`}>
          {children}
        </span>
        {typeof copy === 'string' && (
          <CopyButton
            value={copy}
            targetId={id}
            copyText={s.copy}
            copiedText={s.copied}
            label={fillWhat(s.copyLabel, label)}
            onResult={(ok) => context.announce(fillWhat(ok ? s.copyAnnounce : s.copySelected, label))}
          />
        )}
      </dd>
    </div>
  );
}
