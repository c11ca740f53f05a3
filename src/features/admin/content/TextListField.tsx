/** A repeatable list of short texts (What to Bring, Daily Itinerary, What's Included): 'Add Item' and remove per row. */
import { useFieldArray, type ArrayPath, type FieldArray, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useAdminStrings } from '~/features/admin/lib/strings';
import { readFieldError } from './fields';
import { PlusIcon, TrashIcon } from './icons';

interface TextListFieldProps<T extends FieldValues, O> {
  form: UseFormReturn<T, unknown, O>;
  /** A field array of `{ value }` rows. */
  name: ArrayPath<T>;
  id: string;
  label: string;
  /** Numbered rows (the itinerary's steps). */
  ordered?: boolean;
}

/** The list with one input per row. */
export function TextListField<T extends FieldValues, O>({ form, name, id, label, ordered = false }: TextListFieldProps<T, O>) {
  const { t } = useAdminStrings();
  const { fields, append, remove } = useFieldArray({ control: form.control, name });
  // The schema reports list errors at the list (too many items) or at an item index.
  const message = readFieldError(form.formState.errors, name);
  const List = ordered ? 'ol' : 'ul';
  return (
    <fieldset className="grid gap-2 rounded-box border border-base-300 p-3" aria-describedby={message ? `${id}-error` : undefined}>
      <legend className="px-1 font-medium">{label}</legend>
      {fields.length === 0 && <p className="text-sm text-base-content/75">{t('adminContent.list.empty')}</p>}
      <List className="grid gap-2">
        {fields.map((field, index) => {
          const itemLabel = t('adminContent.list.item', { list: label, n: index + 1 });
          return (
            <li key={field.id} className="flex items-center gap-2">
              {ordered && (
                <span className="w-6 shrink-0 text-right text-sm tabular-nums text-base-content/70" aria-hidden="true">
                  {index + 1}.
                </span>
              )}
              <input className="input input-sm w-full" aria-label={itemLabel} {...form.register(`${name}.${index}.value` as Path<T>)} />
              <button
                type="button"
                className="btn btn-ghost btn-sm btn-square text-error"
                aria-label={t('adminContent.list.remove', { n: index + 1, list: label })}
                onClick={() => remove(index)}
              >
                <TrashIcon />
              </button>
            </li>
          );
        })}
      </List>
      {message && (
        <p id={`${id}-error`} className="text-sm text-error">
          {message}
        </p>
      )}
      <div>
        <button type="button" className="btn btn-sm btn-outline" onClick={() => append({ value: '' } as FieldArray<T, ArrayPath<T>>)}>
          <PlusIcon />
          {t('adminContent.list.add')}
        </button>
      </div>
    </fieldset>
  );
}
