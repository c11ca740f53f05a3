/**
 * The chosen receipt under the drop zone: its name, size (the page's number format), a thumbnail
 * for an image (an object URL, let go when the file changes) and Change / Remove.
 */
import { useEffect, useState, type ReactElement } from 'react';
import { formatFileSize } from '~/features/listings/checkout/file-size';
import LineIcon from '~/ui/LineIcon';
import type { BankTransferStrings } from './strings';

interface Props {
  file: File;
  strings: BankTransferStrings;
  localeTag: string;
  disabled: boolean;
  onChange: () => void;
  onRemove: () => void;
}

const FILE_ICON = 'M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8zM14 3v5h5';

/** The chosen file. */
export default function ChosenReceipt({ file, strings: s, localeTag, disabled, onChange, onRemove }: Props): ReactElement {
  const [thumbnail, setThumbnail] = useState<string | null>(null);
  useEffect(() => {
    const url = file.type.startsWith('image/') ? URL.createObjectURL(file) : null;
    setThumbnail(url);
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [file]);
  const [before, after] = s.selected.split('{name}');
  return (
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
          <LineIcon d={FILE_ICON} size={28} className="text-base-content/70" />
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
        <button type="button" className="btn btn-ghost btn-sm min-h-11" disabled={disabled} onClick={onChange}>
          {s.change}
        </button>
        <button type="button" className="btn btn-ghost btn-sm min-h-11" disabled={disabled} onClick={onRemove}>
          {s.remove}
        </button>
      </div>
    </div>
  );
}
