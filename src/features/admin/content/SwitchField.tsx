/** A yes/no field of a content form (featured, editor's pick): the switch bound to the form. */
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { Switch } from '~/features/admin/ui/Switch';

export interface SwitchFieldProps<T extends FieldValues, C, O> {
  form: UseFormReturn<T, C, O>;
  name: Path<T>;
  id: string;
  label: string;
}

export function SwitchField<T extends FieldValues, C, O>({ form, name, id, label }: SwitchFieldProps<T, C, O>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => <Switch id={id} label={label} checked={field.value} onCheckedChange={field.onChange} />}
    />
  );
}
