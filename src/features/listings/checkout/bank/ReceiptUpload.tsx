/**
 * The receipt upload area: a real multipart form carrying the order id and the upload's idempotency
 * key, so without JavaScript the browser posts it to the page (the file input's `required` stands in
 * for the disabled button). The receipt field is a real file input inside a drop zone that is its
 * label: a click, the keyboard and a dropped file all choose a file. Without JavaScript (and until
 * the island runs) the browser's own input shows inside the zone; the island hides it and shows the
 * chosen file instead. A refused file's message is said at the field. The island (BankTransferScreen)
 * holds the state; this draws it.
 */
import type { DragEvent, ReactElement, RefObject, SubmitEvent } from 'react';
import { RECEIPT_ACCEPT } from '~/features/listings/checkout/receipt-rules';
import ChosenReceipt from './ChosenReceipt';
import LineIcon from '~/ui/LineIcon';
import type { BankTransferStrings } from './strings';
import { dropZoneClass } from './views';

export interface ReceiptUploadProps {
  strings: BankTransferStrings;
  action: string;
  /** The form's hidden fields (orderId, idempotencyKey), once the order is known. */
  hiddenFields: Record<string, string> | null;
  /** 'Title - text' of why the file was refused. */
  message: string | null;
  live: boolean;
  disabled: boolean;
  submitDisabled: boolean;
  uploading: boolean;
  dragging: boolean;
  file: File | null;
  localeTag: string;
  formRef: RefObject<HTMLFormElement | null>;
  inputRef: RefObject<HTMLInputElement | null>;
  onChoose: (file: File | null) => void;
  onDrag: (over: boolean) => void;
  onDrop: (files: FileList) => void;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
}

const UPLOAD_ICON = 'M12 16V4m0 0L7 9m5-5 5 5M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3';

/** The form. */
export default function ReceiptUpload(p: ReceiptUploadProps): ReactElement {
  const s = p.strings;
  const dragOver = (event: DragEvent): void => {
    event.preventDefault();
    p.onDrag(true);
  };
  const drop = (event: DragEvent): void => {
    event.preventDefault();
    p.onDrop(event.dataTransfer.files);
  };
  return (
    <section aria-labelledby="upload-title" className="rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:p-6">
      <h2 id="upload-title" className="text-xl font-bold">
        {s.uploadTitle}
      </h2>
      <form ref={p.formRef} action={p.action} encType="multipart/form-data" method="post" onSubmit={p.onSubmit}>
        {p.hiddenFields && Object.entries(p.hiddenFields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
        <div className="mt-4">
          <label
            htmlFor="receipt-file"
            data-testid="receipt-drop-zone"
            className={dropZoneClass({ invalid: p.message !== null, dragging: p.dragging })}
            onDragOver={dragOver}
            onDragLeave={() => p.onDrag(false)}
            onDrop={drop}
          >
            <LineIcon d={UPLOAD_ICON} size={28} className="text-primary" />
            <span id="receipt-label" className="font-semibold">
              {s.choose}
            </span>
            <span className="text-sm text-base-content/80" aria-hidden="true">
              {p.dragging ? s.dropActive : s.drop}
            </span>
            <input
              ref={p.inputRef}
              id="receipt-file"
              name="receipt"
              type="file"
              required
              accept={RECEIPT_ACCEPT}
              aria-labelledby="receipt-label"
              aria-describedby={p.message ? 'receipt-hint receipt-error' : 'receipt-hint'}
              aria-invalid={p.message ? 'true' : undefined}
              className={p.live ? 'sr-only' : 'file-input mt-1 w-full max-w-xs'}
              disabled={p.disabled}
              onChange={(event) => p.onChoose(event.currentTarget.files?.[0] ?? null)}
            />
          </label>
          <p id="receipt-hint" className="mt-2 text-sm text-base-content/80">
            {s.uploadHint}
          </p>
          {p.message && (
            <p id="receipt-error" role="alert" className="mt-2 text-sm font-medium text-error" data-testid="receipt-server-alert">
              {p.message}
            </p>
          )}
          {p.file && (
            <ChosenReceipt
              file={p.file}
              strings={s}
              localeTag={p.localeTag}
              disabled={p.disabled}
              onChange={() => p.inputRef.current?.click()}
              onRemove={() => {
                if (p.inputRef.current) p.inputRef.current.value = '';
                p.onChoose(null);
                p.inputRef.current?.focus();
              }}
            />
          )}
        </div>
        <button type="submit" className="btn btn-primary mt-4 min-h-11 w-full" disabled={p.submitDisabled}>
          {p.uploading ? s.uploading : s.upload}
        </button>
      </form>
    </section>
  );
}
