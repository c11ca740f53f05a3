/**
 * The receipt upload area: file choice checked in the browser, button disabled until a file is
 * chosen. It is a real multipart form carrying the order id and the upload's idempotency key in
 * hidden fields, so without JavaScript the browser posts it to the page (the file input's
 * `required` stands in for the disabled button).
 */
import { useEffect, useRef, useState } from 'react';
import { checkReceiptFile, RECEIPT_ACCEPT } from '~/features/listings/checkout/receipt-rules';
import type { BankTransferStrings } from './strings';

interface Props {
  strings: BankTransferStrings;
  action: string;
  /** The form's hidden fields (orderId, idempotencyKey), once the order is known. */
  hiddenFields: Record<string, string> | null;
  /** False while there is nothing to upload for yet (the order is being read). */
  canUpload: boolean;
  /** Why the server refused the last posted receipt. */
  serverMessage?: string;
  uploading: boolean;
  onReject: (reason: 'type' | 'size') => void;
  onUpload: (file: File) => void;
}

/** File input plus Upload Receipt button. */
export default function ReceiptUpload({ strings: s, action, hiddenFields, canUpload, serverMessage, uploading, onReject, onUpload }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [ready, setReady] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => setReady(true), []);

  const choose = (chosen: File | null) => {
    if (!chosen) return setFile(null);
    const check = checkReceiptFile(chosen);
    if (check !== 'ok') {
      onReject(check);
      setFile(null);
      if (input.current) input.current.value = '';
      return;
    }
    setFile(chosen);
  };

  return (
    <section aria-labelledby="upload-title" className="rounded-box border border-base-300 bg-base-100 p-6 shadow-sm">
      <h2 id="upload-title" className="text-xl font-bold">
        {s.uploadTitle}
      </h2>
      {serverMessage && (
        <p role="alert" className="alert alert-error mt-4" data-testid="receipt-server-alert">
          {serverMessage}
        </p>
      )}
      <form
        method="post"
        encType="multipart/form-data"
        action={action}
        onSubmit={(e) => {
          e.preventDefault();
          if (file) onUpload(file);
        }}
      >
        {hiddenFields && Object.entries(hiddenFields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
        <label htmlFor="receipt-file" className="mt-4 block text-sm font-medium">
          {s.choose}
        </label>
        <input
          ref={input}
          id="receipt-file"
          name="receipt"
          type="file"
          required
          accept={RECEIPT_ACCEPT}
          aria-describedby="receipt-hint"
          className="file-input mt-1 w-full"
          disabled={!canUpload || uploading}
          onChange={(e) => choose(e.currentTarget.files?.[0] ?? null)}
        />
        <p id="receipt-hint" className="mt-1 text-sm text-base-content/80">
          {s.uploadHint}
        </p>
        {file && <p className="mt-2 text-sm font-medium break-all">{s.selected.replace('{name}', file.name)}</p>}
        <button type="submit" className="btn btn-primary mt-4 w-full" disabled={(ready && !file) || !canUpload || uploading}>
          {uploading ? s.uploading : s.upload}
        </button>
      </form>
    </section>
  );
}
