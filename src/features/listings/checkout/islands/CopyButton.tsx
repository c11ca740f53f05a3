/**
 * A 'Copy' button beside a value of the bank-transfer screen: puts the value on the clipboard and
 * says 'Copied' for two seconds; where the clipboard is refused (an insecure address, a denied
 * permission) it selects the value's text instead, for the visitor to copy by hand. Rendered
 * invisible (keeping its room) until the island runs, so a page without JavaScript shows no button
 * that does nothing; the value stays selectable text.
 */
import { useEffect, useRef, useState } from 'react';

const COPIED_MS = 2000;

interface Props {
  /** What goes on the clipboard (may differ from the shown text, e.g. the account number without spaces). */
  value: string;
  /** The id of the element showing the value: selected when copying fails. */
  targetId: string;
  /** Visible texts. */
  copyText: string;
  copiedText: string;
  /** The button's accessible name before copying, e.g. 'Copy Payment reference'; then 'Copied'. */
  label: string;
  /** Tells the page's live region what happened. */
  onResult: (copied: boolean) => void;
}

/** Selects the text of an element, for a copy by hand. */
function selectText(id: string): void {
  const target = document.getElementById(id);
  const selection = window.getSelection();
  if (target && selection) selection.selectAllChildren(target);
}

export default function CopyButton({ value, targetId, copyText, copiedText, label, onResult }: Props) {
  const [ready, setReady] = useState(false);
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    setReady(true);
    return () => window.clearTimeout(timer.current);
  }, []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      selectText(targetId);
      onResult(false);
      return;
    }
    setCopied(true);
    onResult(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
  };

  return (
    <button
      type="button"
      aria-label={copied ? undefined : label}
      onClick={() => void copy()}
      className={`btn btn-sm min-h-11 min-w-24 shrink-0 gap-1.5 ${copied ? 'btn-success' : 'btn-outline btn-primary'} ${ready ? '' : 'invisible'}`}
    >
      <svg
        aria-hidden="true"
        width="16"
        height="16"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {copied ? <path d="M5 12.5l4.5 4.5L19 7.5" /> : <path d="M9 9h10v10H9zM5 15V5h10" />}
      </svg>
      {copied ? copiedText : copyText}
    </button>
  );
}
