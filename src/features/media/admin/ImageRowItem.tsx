/** One row of the images field: a drag handle, the image (preview, address, upload, remove), its alt texts in English and Dutch, and the move buttons. */
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { readFieldError, TextField, useAdminStrings, type AdminStringKey } from '~/features/admin';
import { ALT_MAX } from '~/features/content';
import { ImageField } from './ImageField';

export interface ImageRowItemProps<T extends FieldValues, O> {
  form: UseFormReturn<T, unknown, O>;
  /** The field array row's key (dnd-kit's id). */
  rowId: string;
  index: number;
  total: number;
  /** Where the row's alt errors are (its place among the rows that have an address). */
  errorIndex: number;
  idPrefix: string;
  loadErrorKey: AdminStringKey;
  uploadFailedKey?: AdminStringKey;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}

/** A grip: six dots. */
function GripIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor" className="size-5">
      <circle cx="9" cy="6" r="1.6" />
      <circle cx="15" cy="6" r="1.6" />
      <circle cx="9" cy="12" r="1.6" />
      <circle cx="15" cy="12" r="1.6" />
      <circle cx="9" cy="18" r="1.6" />
      <circle cx="15" cy="18" r="1.6" />
    </svg>
  );
}

/** A sortable image row. */
export function ImageRowItem<T extends FieldValues, O>(props: ImageRowItemProps<T, O>) {
  const { form, rowId, index, total, errorIndex, idPrefix, loadErrorKey, uploadFailedKey, onMove, onRemove } = props;
  const { t } = useAdminStrings();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: rowId });
  const n = index + 1;
  const label = index === 0 ? t('adminContent.images.cover') : t('adminContent.slots.slot', { n });
  const errors = form.formState.errors;
  const altError = (lang: 'en' | 'nl') => readFieldError(errors, `translations.${lang}.imageAlts.${errorIndex}`);
  const id = `${idPrefix}-image-${index}`;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`grid gap-3 rounded-field border bg-base-100 p-2 sm:grid-cols-[auto_minmax(0,1fr)_minmax(0,1fr)] ${isDragging ? 'relative z-10 border-primary shadow-lg' : 'border-base-300'}`}
      data-image-row={index}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="btn btn-ghost btn-square cursor-grab touch-none self-start active:cursor-grabbing"
        {...attributes}
        {...listeners}
        aria-label={t('adminContent.images.drag', { n })}
      >
        <GripIcon />
      </button>
      <Controller
        control={form.control}
        name={`images.${index}.url` as Path<T>}
        render={({ field }) => (
          <ImageField
            compact
            id={id}
            label={label}
            value={(field.value as string | undefined) ?? ''}
            onChange={field.onChange}
            error={index === 0 ? (readFieldError(errors, 'imageUrl') ?? readFieldError(errors, `images.${index}.url`)) : undefined}
            loadErrorKey={loadErrorKey}
            uploadFailedKey={uploadFailedKey}
            onRemove={onRemove}
            removeLabel={t('adminContent.images.remove', { label })}
          />
        )}
      />
      <div className="grid content-start gap-2">
        <TextField
          id={`${id}-alt-en`}
          label={t('adminContent.images.altEn')}
          lang="en"
          maxLength={ALT_MAX}
          className="input-sm"
          error={altError('en')}
          {...form.register(`images.${index}.alt.en` as Path<T>)}
        />
        <TextField
          id={`${id}-alt-nl`}
          label={t('adminContent.images.altNl')}
          lang="nl"
          maxLength={ALT_MAX}
          className="input-sm"
          error={altError('nl')}
          {...form.register(`images.${index}.alt.nl` as Path<T>)}
        />
        <div className="flex flex-wrap gap-1">
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => onMove(index, index - 1)} disabled={index === 0}>
            {t('adminContent.images.moveUp')}
          </button>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => onMove(index, index + 1)} disabled={index === total - 1}>
            {t('adminContent.images.moveDown')}
          </button>
          {index > 0 && (
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => onMove(index, 0)}>
              {t('adminContent.images.makeCover')}
            </button>
          )}
        </div>
      </div>
    </li>
  );
}
