/**
 * One image of a content item: a preview, an https address field, upload (two-step, retried) and
 * remove, with the spec's hint and toasts. Controlled: the value is the stored path or URL.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { getVariantUrl } from '~/features/media/variants';
import { ACCEPTED_IMAGE_TYPES } from '~/features/media/upload/limits';
import { useAdminStrings, type AdminStringKey } from '~/features/admin';
import { showToast } from '~/features/admin';
import { describedBy } from '~/features/admin';
import { TrashIcon, UploadIcon } from '~/features/admin';
import { uploadImage } from './upload';

export interface ImageFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The description of the 'Image load error' toast, e.g. 'Failed to load the restaurant image'. */
  loadErrorKey: AdminStringKey;
  /** The description of the 'Upload failed' toast. */
  uploadFailedKey?: AdminStringKey;
  /** Replaces 'Remove image' (e.g. removing a whole image slot). */
  onRemove?: () => void;
  removeLabel?: string;
  /** A smaller layout for image slots. */
  compact?: boolean;
  disabled?: boolean;
}

/** True for an image uploaded to the site (a stored path), as opposed to an outside https address. */
const isStoredUpload = (value: string) => value.trim().startsWith('/objects/uploads/');

/** The preview source: a small variant for stored uploads, the address itself otherwise. */
function getPreviewSrc(value: string, width: number): string | null {
  const v = value.trim();
  if (isStoredUpload(v)) return getVariantUrl(v, width);
  return /^https:\/\//.test(v) ? v : null;
}

/** The image input with preview, upload and remove. */
export function ImageField({
  id,
  label,
  value,
  onChange,
  error,
  loadErrorKey,
  uploadFailedKey = 'adminContent.image.uploadFailed',
  onRemove,
  removeLabel,
  compact = false,
  disabled = false,
}: ImageFieldProps) {
  const { t } = useAdminStrings();
  const [uploading, setUploading] = useState(false);
  const [broken, setBroken] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const preview = getPreviewSrc(value, compact ? 400 : 800);
  // An uploaded image is named as such, never by its internal address: the address box is for outside images only.
  const stored = isStoredUpload(value);
  useEffect(() => setBroken(false), [value]);

  const upload = async (file: File) => {
    setUploading(true);
    try {
      onChange(await uploadImage(file));
      showToast({ title: t('adminContent.image.uploaded'), variant: 'success' });
    } catch {
      showToast({ title: t('adminContent.image.uploadFailedTitle'), description: t(uploadFailedKey), variant: 'destructive' });
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const remove = () => {
    if (onRemove) return onRemove();
    onChange('');
    showToast({ title: t('adminContent.image.removed') });
  };

  const busy = disabled || uploading;
  return (
    <fieldset className={`grid gap-2 ${compact ? '' : 'rounded-box border border-base-300 p-3'}`} aria-busy={uploading || undefined}>
      <legend className={compact ? 'sr-only' : 'px-1 font-medium'}>{label}</legend>
      <div className={`grid gap-3 ${compact ? 'grid-cols-[5rem_1fr]' : 'sm:grid-cols-[10rem_1fr]'}`}>
        <div className={`overflow-hidden rounded-field bg-base-200 ${compact ? 'h-14 w-20' : 'aspect-[4/3] w-full sm:w-40'}`}>
          {preview && !broken ? (
            <img
              src={preview}
              alt={t('adminContent.image.preview')}
              className="size-full object-cover"
              loading="lazy"
              decoding="async"
              onError={() => {
                setBroken(true);
                showToast({ title: t('adminContent.image.loadErrorTitle'), description: t(loadErrorKey), variant: 'destructive' });
              }}
            />
          ) : (
            <span className="grid size-full place-items-center p-1 text-center text-xs text-base-content/75">{t('adminContent.image.none')}</span>
          )}
        </div>
        <div className="grid content-start gap-2">
          <label htmlFor={id} className={compact ? 'text-sm font-medium' : 'text-sm'}>
            {compact ? label : t('adminContent.image.url')}
          </label>
          <input
            id={id}
            type="url"
            inputMode="url"
            className={`input input-sm w-full ${error ? 'input-error' : ''}`}
            placeholder={t('adminContent.image.urlPlaceholder')}
            value={stored ? '' : value}
            onChange={(e) => onChange(e.target.value)}
            disabled={busy}
            {...describedBy(id, error, undefined)}
          />
          {stored && (
            <p className="text-sm text-base-content/80" data-image-source="upload">
              {t('adminContent.image.stored')}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <label
              className={`btn btn-sm btn-outline focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-primary ${busy ? 'btn-disabled' : ''}`}
            >
              {uploading ? <span className="loading loading-spinner loading-xs" aria-hidden="true" /> : <UploadIcon />}
              {uploading ? t('adminContent.image.uploading') : t('adminContent.image.upload')}
              <input
                ref={fileInput}
                type="file"
                accept={ACCEPTED_IMAGE_TYPES}
                className="sr-only"
                disabled={busy}
                aria-describedby={hintId}
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  if (file) void upload(file);
                }}
              />
            </label>
            {(value || onRemove) && (
              <button type="button" className="btn btn-sm btn-ghost text-error" onClick={remove} disabled={busy}>
                <TrashIcon />
                {removeLabel ?? t('adminContent.image.remove')}
              </button>
            )}
          </div>
          {error && (
            <p id={`${id}-error`} className="text-sm text-error">
              {error}
            </p>
          )}
          <p id={hintId} className="text-xs text-base-content/70">
            {t('adminContent.image.hint')}
          </p>
        </div>
      </div>
    </fieldset>
  );
}
