/** The receipt upload area: file choice checked in the browser, button disabled until a file is chosen. */
import { useRef, useState } from 'react';
import { checkReceiptFile, RECEIPT_ACCEPT } from '../../lib/checkout/receipt-rules';
import type { BankTransferStrings } from './strings';

interface Props {
  strings: BankTransferStrings;
  disabled: boolean;
  uploading: boolean;
  onReject: (reason: 'type' | 'size') => void;
  onUpload: (file: File) => void;
}

/** File input plus Upload Receipt button. */
export default function ReceiptUpload({ strings: s, disabled, uploading, onReject, onUpload }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const input = useRef<HTMLInputElement>(null);

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
      <h2 id="upload-title" className="text-xl font-bold">{s.uploadTitle}</h2>
      <label htmlFor="receipt-file" className="mt-4 block text-sm font-medium">
        {s.choose}
      </label>
      <input
        ref={input}
        id="receipt-file"
        type="file"
        accept={RECEIPT_ACCEPT}
        aria-describedby="receipt-hint"
        className="file-input mt-1 w-full"
        disabled={disabled || uploading}
        onChange={(e) => choose(e.currentTarget.files?.[0] ?? null)}
      />
      <p id="receipt-hint" className="mt-1 text-sm text-base-content/80">{s.uploadHint}</p>
      {file && <p className="mt-2 text-sm font-medium break-all">{s.selected.replace('{name}', file.name)}</p>}
      <button type="button" className="btn btn-primary mt-4 w-full" disabled={!file || disabled || uploading} onClick={() => file && onUpload(file)}>
        {uploading ? s.uploading : s.upload}
      </button>
    </section>
  );
}
