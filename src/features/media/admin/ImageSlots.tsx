/** Image slots (spec: tours): an address or an upload per slot, remove per slot, and 'Add Image Slot'. */
import { Controller, useFieldArray, type ArrayPath, type FieldArray, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useAdminStrings, type AdminStringKey } from '~/features/admin';
import { readFieldError } from '~/features/admin';
import { PlusIcon } from '~/features/admin';
import { ImageField } from './ImageField';

interface ImageSlotsProps<T extends FieldValues, O> {
  form: UseFormReturn<T, unknown, O>;
  /** A field array of `{ value }` rows. */
  name: ArrayPath<T>;
  idPrefix: string;
  title: string;
  loadErrorKey: AdminStringKey;
  /** Upload failure text per slot (the tour's extra slots have their own, per spec 8). */
  uploadFailedKey?: (index: number) => AdminStringKey;
  /** The error of the whole list (e.g. the cover image is required), if any. */
  error?: string;
}

/** A list of image slots bound to a react-hook-form field array. */
export function ImageSlots<T extends FieldValues, O>({ form, name, idPrefix, title, loadErrorKey, uploadFailedKey, error }: ImageSlotsProps<T, O>) {
  const { t } = useAdminStrings();
  const { fields, append, remove } = useFieldArray({ control: form.control, name });
  const listError = error ?? readFieldError(form.formState.errors, name);
  return (
    <fieldset className="grid gap-3 rounded-box border border-base-300 p-3" aria-describedby={`${idPrefix}-slots-hint`}>
      <legend className="px-1 font-medium">{title}</legend>
      <p id={`${idPrefix}-slots-hint`} className="text-sm text-base-content/70">
        {t('adminContent.slots.hint')}
      </p>
      {fields.map((field, index) => (
        <div key={field.id} className="rounded-field border border-base-200 p-2">
          <Controller
            control={form.control}
            name={`${name}.${index}.value` as Path<T>}
            render={({ field: slot }) => (
              <ImageField
                compact
                id={`${idPrefix}-slot-${index}`}
                label={t('adminContent.slots.slot', { n: index + 1 })}
                value={(slot.value as string | undefined) ?? ''}
                onChange={slot.onChange}
                loadErrorKey={loadErrorKey}
                uploadFailedKey={uploadFailedKey?.(index)}
                onRemove={() => remove(index)}
                removeLabel={t('adminContent.slots.remove', { n: index + 1 })}
              />
            )}
          />
        </div>
      ))}
      {listError && (
        <p className="text-sm text-error" role="alert">
          {listError}
        </p>
      )}
      <div>
        <button type="button" className="btn btn-sm btn-outline" onClick={() => append({ value: '' } as FieldArray<T, ArrayPath<T>>, { shouldFocus: false })}>
          <PlusIcon />
          {t('adminContent.slots.add')}
        </button>
      </div>
    </fieldset>
  );
}
