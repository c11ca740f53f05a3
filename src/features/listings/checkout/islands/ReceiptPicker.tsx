/**
 * The receipt field: a real file input inside a drop zone that is its label, so a click, the
 * keyboard (the input takes focus) and, with the island running, a file dragged onto the zone all
 * choose a file. Without JavaScript the browser's own input shows inside the zone; once the island
 * runs the input is visually hidden and the chosen file is shown with its name, size, a thumbnail
 * for images (an object URL, revoked when the file changes) and Change / Remove. A refused file's
 * message is shown at the field.
 */
import { useEffect, useState, type DragEvent, type RefObject } from 'react';
import { formatFileSize } from '~/features/listings/checkout/file-size';
import { RECEIPT_ACCEPT } from '~/features/listings/checkout/receipt-rules';
import type { BankTransferStrings } from './strings';

interface Props {
  strings: BankTransferStrings;
  localeTag: string;
  inputRef: RefObject<HTMLInputElement | null>;
  file: File | null;
  /** 'Title - text' of a refused file, shown at the field. */
  message?: string;
  disabled: boolean;
  /** The island runs: the styled view replaces the browser's input. */
  ready: boolean;
  onChoose: (file: File | null) => void;
}

const UPLOAD_ICON = 'M12 16V4m0 0L7 9m5-5 5 5M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3';
const FILE_ICON = 'M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8zM14 3v5h5';

function Icon({ d, className }: { d: string; className: string }) {
  return (
    <svg
      aria-hidden="true"
      width="28"
      height="28"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <path d={d} />
    </svg>
  );
}

/** An object URL for an image file, revoked when the file changes or the field goes. */
function useThumbnail(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || !file.type.startsWith('image/')) return setUrl(null);
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

export default function ReceiptPicker({ strings: s, localeTag, inputRef, file, message, disabled, ready, onChoose }: Props) {
  const [dragging, setDragging] = useState(false);
  const thumbnail = useThumbnail(file);
  const [before, after] = s.selected.split('{name}');

  const drop = (e: DragEvent<HTMLLabelElement>) => {
    e.preventDefault();
    setDragging(false);
    const files = e.dataTransfer.files;
    if (disabled || !files.length) return;
    // The input holds the file too, so what the form would post is what is shown.
    if (inputRef.current) inputRef.current.files = files;
    onChoose(files[0] ?? null);
  };
  const remove = () => {
    if (inputRef.current) inputRef.current.value = '';
    onChoose(null);
    inputRef.current?.focus();
  };

  const zoneState = message ? 'border-error bg-error/5' : dragging ? 'border-primary bg-primary/10' : 'border-base-300 bg-base-200/50 hover:border-primary';
  return (
    <div className="mt-4">
      <label
        htmlFor="receipt-file"
        onDragOver={(e) => {
          e.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        data-testid="receipt-drop-zone"
        className={`relative flex min-h-40 flex-col items-center justify-center gap-2 rounded-box border-2 border-dashed p-5 text-center transition-colors has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-accent has-[input:focus-visible]:outline-solid ${zoneState} ${disabled ? 'cursor-not-allowed opacity-70' : 'cursor-pointer'}`}
      >
        <Icon d={UPLOAD_ICON} className="text-primary" />
        <span id="receipt-label" className="font-semibold">
          {s.choose}
        </span>
        <span className="text-sm text-base-content/80" aria-hidden="true">
          {dragging ? s.dropActive : s.drop}
        </span>
        <input
          ref={inputRef}
          id="receipt-file"
          name="receipt"
          type="file"
          required
          accept={RECEIPT_ACCEPT}
          // Named by the field label alone, not by the zone's drag-and-drop instructions.
          aria-labelledby="receipt-label"
          aria-describedby={message ? 'receipt-hint receipt-error' : 'receipt-hint'}
          aria-invalid={message ? true : undefined}
          className={ready ? 'sr-only' : 'file-input mt-1 w-full max-w-xs'}
          disabled={disabled}
          onChange={(e) => onChoose(e.currentTarget.files?.[0] ?? null)}
        />
      </label>
      <p id="receipt-hint" className="mt-2 text-sm text-base-content/80">
        {s.uploadHint}
      </p>
      {message && (
        <p id="receipt-error" role="alert" className="mt-2 text-sm font-medium text-error" data-testid="receipt-server-alert">
          {message}
        </p>
      )}
      {file && (
        <div className="mt-3 flex flex-wrap items-center gap-3 rounded-box border border-base-300 bg-base-100 p-3" data-testid="receipt-chosen">
          {thumbnail ? (
            <img
              src={thumbnail}
              alt=""
              width="56"
              height="56"
              className="size-14 shrink-0 rounded-field border border-base-300 object-cover"
              data-testid="receipt-thumbnail"
            />
          ) : (
            <span className="flex size-14 shrink-0 items-center justify-center rounded-field bg-base-200">
              <Icon d={FILE_ICON} className="text-base-content/70" />
            </span>
          )}
          <div className="min-w-0 flex-1 basis-40">
            <p className="text-sm break-all">
              <span className="text-base-content/75">{before}</span>
              <span className="font-semibold">{file.name}</span>
              {after}
            </p>
            <p className="text-sm text-base-content/75 tabular-nums" data-testid="receipt-size">
              {formatFileSize(file.size, localeTag)}
            </p>
          </div>
          <div className="ml-auto flex gap-2">
            <button type="button" className="btn btn-ghost btn-sm min-h-11" disabled={disabled} onClick={() => inputRef.current?.click()}>
              {s.change}
            </button>
            <button type="button" className="btn btn-ghost btn-sm min-h-11" disabled={disabled} onClick={remove}>
              {s.remove}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
