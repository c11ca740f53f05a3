/**
 * The English text shown beside a Dutch field (issue 21): read-only, with 'Copy from English' that puts
 * it into the Dutch field. Beside the field from md up, above it on a phone (the caller's grid).
 */
import { useAdminStrings } from '~/features/admin/lib/strings';

interface EnglishReferenceProps {
  /** The Dutch field's id: the reference's ids derive from it. */
  id: string;
  /** The field's label, as its Dutch input shows it. */
  label: string;
  english: string;
  onCopy: () => void;
}

/** The English text of one field and its copy button (none when English is empty). */
export function EnglishReference({ id, label, english, onCopy }: EnglishReferenceProps) {
  const { t } = useAdminStrings();
  const filled = english.trim() !== '';
  return (
    // A plain box, not a labelled group: the Dutch input stays the one control its label names.
    <div className="grid content-start gap-1 rounded-box border border-base-300 bg-base-200 p-3">
      <p id={`${id}-en-title`} className="text-sm font-medium text-base-content/80">
        {t('adminContent.englishText')}: {label}
      </p>
      {filled ? (
        <p lang="en" className="max-h-40 overflow-y-auto whitespace-pre-wrap break-words text-sm">
          {english}
        </p>
      ) : (
        <p className="text-sm italic text-base-content/70">{t('adminContent.englishEmpty')}</p>
      )}
      {filled && (
        // Described by the box's title ('English text: Name'): a name with the field's label would answer to that label too.
        <button type="button" className="btn btn-sm btn-outline justify-self-start" aria-describedby={`${id}-en-title`} onClick={onCopy}>
          {t('adminContent.copyFromEnglish')}
        </button>
      )}
    </div>
  );
}

/**
 * Puts the text into a Dutch input as if typed (the browser's own Undo, Ctrl+Z, takes it back) and
 * leaves the focus there to edit it; sets the value directly where the browser cannot insert text.
 */
export function fillAsTyped(element: HTMLInputElement | HTMLTextAreaElement | null, text: string, fallback: () => void): void {
  if (!element) return fallback();
  element.focus();
  element.select();
  // execCommand is the one way to change a field that the browser's undo history records.
  const inserted = typeof document.execCommand === 'function' && document.execCommand('insertText', false, text);
  if (!inserted || element.value !== text) fallback();
}
