/**
 * The receipt upload area: the receipt field (ReceiptPicker) checked in the browser, and the button,
 * disabled until a file is chosen. It is a real multipart form carrying the order id and the
 * upload's idempotency key in hidden fields, so without JavaScript the browser posts it to the page
 * (the file input's `required` stands in for the disabled button).
 */
import { useEffect, useRef, useState } from 'react';
import { checkReceiptFile } from '~/features/listings/checkout/receipt-rules';
import ReceiptPicker from './ReceiptPicker';
import type { BankTransferStrings } from './strings';

interface Props {
  strings: BankTransferStrings;
  localeTag: string;
  action: string;
  /** The form's hidden fields (orderId, idempotencyKey), once the order is known. */
  hiddenFields: Record<string, string> | null;
  /** False while there is nothing to upload for yet (the order is being read). */
  canUpload: boolean;
  /** 'Title - text' of why the file was refused (in the browser or by the server), shown at the field. */
  fieldMessage?: string;
  uploading: boolean;
  /** A file was chosen (and passed the browser's check), or the choice was removed (null). */
  onChoose: (file: File | null) => void;
  onReject: (reason: 'type' | 'size') => void;
  onUpload: (file: File) => void;
}

/** The section with the receipt field and the Upload Receipt button. */
export default function ReceiptUpload(props: Props) {
  const { strings: s, localeTag, action, hiddenFields, canUpload, fieldMessage, uploading, onChoose, onReject, onUpload } = props;
  const [file, setFile] = useState<File | null>(null);
  const [ready, setReady] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => setReady(true), []);

  const choose = (chosen: File | null) => {
    if (!chosen) {
      setFile(null);
      return onChoose(null);
    }
    const check = checkReceiptFile(chosen);
    if (check !== 'ok') {
      onReject(check);
      setFile(null);
      if (input.current) input.current.value = '';
      return;
    }
    setFile(chosen);
    onChoose(chosen);
  };

  return (
    <section aria-labelledby="upload-title" className="rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:p-6">
      <h2 id="upload-title" className="text-xl font-bold">
        {s.uploadTitle}
      </h2>
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
        <ReceiptPicker
          strings={s}
          localeTag={localeTag}
          inputRef={input}
          file={file}
          message={fieldMessage}
          disabled={!canUpload || uploading}
          ready={ready}
          onChoose={choose}
        />
        <button type="submit" className="btn btn-primary mt-4 min-h-11 w-full" disabled={(ready && !file) || !canUpload || uploading}>
          {uploading ? s.uploading : s.upload}
        </button>
      </form>
    </section>
  );
}
