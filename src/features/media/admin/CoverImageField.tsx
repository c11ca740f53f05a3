/** A content form's cover image ('imageUrl'): the image field bound to the form. */
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { AdminStringKey } from '~/features/admin';
import { ImageField } from './ImageField';

export interface CoverImageFieldProps<T extends FieldValues, C, O> {
  form: UseFormReturn<T, C, O>;
  id: string;
  label: string;
  error?: string;
  loadErrorKey: AdminStringKey;
}

export function CoverImageField<T extends FieldValues, C, O>({ form, id, label, error, loadErrorKey }: CoverImageFieldProps<T, C, O>) {
  return (
    <Controller
      control={form.control}
      name={'imageUrl' as Path<T>}
      render={({ field }) => <ImageField id={id} label={label} value={field.value} onChange={field.onChange} error={error} loadErrorKey={loadErrorKey} />}
    />
  );
}
