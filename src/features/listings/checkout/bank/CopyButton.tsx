/**
 * A 'Copy' button of the bank-transfer screen: puts its value on the clipboard and says 'Copied' for
 * two seconds; where the clipboard is refused (an insecure address, a denied permission) it selects
 * the value's text instead, for a copy by hand. `announce` says what happened in the page's live
 * region. Invisible (keeping its room) until the island runs and its value is known, so a page
 * without JavaScript shows no button that does nothing; the page's load script shows it before the
 * island hydrates (bank-start.ts), and a click that comes before React is replayed once it runs.
 */
import { useEffect, useRef, useState, type ReactElement } from 'react';
import LineIcon from '~/ui/LineIcon';
import type { BankTransferStrings } from './strings';
import { COPY_PATH, copyButtonClass, fillWhat, TICK_PATH } from './views';

const COPIED_MS = 2000;

interface Props {
  /** The row's label, e.g. 'Payment reference'. */
  what: string;
  /** The id of the shown value (selected when a copy fails). */
  target: string;
  /** What goes on the clipboard; null while not known yet. */
  value: string | null;
  /** The island runs (before that the server's look is kept, for hydration). */
  live: boolean;
  strings: BankTransferStrings;
  announce: (text: string) => void;
}

/** Selects the text of an element, for a copy by hand. */
function selectText(id: string): void {
  const target = document.getElementById(id);
  const selection = window.getSelection();
  if (target && selection) selection.selectAllChildren(target);
}

/** The button; copied, it is named by its text, before by 'Copy {what}'. */
export default function CopyButton({ what, target, value, live, strings: s, announce }: Props): ReactElement {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function copy(): Promise<void> {
    if (value === null) return;
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      selectText(target);
      announce(fillWhat(s.copySelected, what));
      return;
    }
    setCopied(true);
    announce(fillWhat(s.copyAnnounce, what));
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
  }

  return (
    <button
      type="button"
      aria-label={copied ? undefined : fillWhat(s.copyLabel, what)}
      className={copyButtonClass({ copied, ready: live && value !== null })}
      data-copy={value ?? ''}
      data-copy-pending={value === null ? '' : undefined}
      data-hold-click=""
      onClick={() => void copy()}
    >
      <LineIcon d={copied ? TICK_PATH : COPY_PATH} size={16} />
      <span>{copied ? s.copied : s.copy}</span>
    </button>
  );
}
