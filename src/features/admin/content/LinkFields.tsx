/** The optional links a business puts on its listing (website, socials, map position…), one text input each, for a kind's form. */
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useAdminStrings, type AdminStringKey } from '~/features/admin/lib/strings';
import { TextField } from '~/features/admin/ui/TextField';
import { readFieldError } from './fields';

export interface LinkFieldDef {
  name: string;
  label: AdminStringKey;
  hint?: AdminStringKey;
  type: 'url' | 'tel' | 'email' | 'text';
}

/** A fieldset of the given link inputs, with their hints and errors. */
export function LinkFields<V extends FieldValues, I>({
  form,
  idPrefix,
  fields,
}: {
  form: UseFormReturn<V, unknown, I>;
  idPrefix: string;
  fields: readonly LinkFieldDef[];
}) {
  const { t } = useAdminStrings();
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-1 font-semibold">{t('adminContent.links.title')}</legend>
      <p className="text-sm text-base-content/70 sm:col-span-2">{t('adminContent.links.hint')}</p>
      {fields.map((f) => (
        <TextField
          key={f.name}
          id={`${idPrefix}-${f.name}`}
          label={t(f.label)}
          hint={f.hint ? t(f.hint) : undefined}
          // 'url' would make the browser refuse an @handle or a bare domain the server accepts.
          type={f.type === 'url' ? 'text' : f.type}
          inputMode={f.type === 'url' ? 'url' : undefined}
          autoComplete="off"
          error={readFieldError(form.formState.errors, f.name)}
          {...form.register(f.name as Path<V>)}
        />
      ))}
    </fieldset>
  );
}
