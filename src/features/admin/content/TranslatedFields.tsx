/** The text inputs of one language, registered at `translations.{lang}.{field}` in a react-hook-form form. */
import { type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { Locale } from '~/platform/i18n/config';
import { useAdminStrings, type AdminStringKey } from '~/features/admin/lib/strings';
import { TextField } from '~/features/admin/ui/TextField';
import { readFieldError, TextAreaField } from './fields';

export interface TranslatedFieldSpec {
  name: string;
  label: AdminStringKey;
  rows?: number;
  placeholder?: AdminStringKey;
  hint?: AdminStringKey;
  /** English must be filled; the Dutch version never is required. */
  required?: boolean;
}

interface TranslatedFieldsProps<T extends FieldValues, O> {
  form: UseFormReturn<T, unknown, O>;
  lang: Locale;
  idPrefix: string;
  fields: readonly TranslatedFieldSpec[];
}

/** One input (or textarea when `rows` is set) per field, for the given language. */
export function TranslatedFields<T extends FieldValues, O>({ form, lang, idPrefix, fields }: TranslatedFieldsProps<T, O>) {
  const { t } = useAdminStrings();
  return (
    <>
      {fields.map((field) => {
        const path = `translations.${lang}.${field.name}` as Path<T>;
        const id = `${idPrefix}-${lang}-${field.name}`;
        const error = readFieldError(form.formState.errors, path);
        const required = lang === 'en' && field.required;
        const common = {
          id,
          label: required ? `${t(field.label)} *` : t(field.label),
          error,
          hint: field.hint ? t(field.hint) : undefined,
          placeholder: field.placeholder ? t(field.placeholder) : undefined,
          'aria-required': required || undefined,
          ...form.register(path),
        };
        return field.rows ? <TextAreaField key={id} rows={field.rows} {...common} /> : <TextField key={id} {...common} />;
      })}
    </>
  );
}
