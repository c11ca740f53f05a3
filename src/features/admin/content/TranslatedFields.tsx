/**
 * The text inputs of one language, registered at `translations.{lang}.{field}` in a react-hook-form form.
 * In Dutch each field has the English text beside it (above on a phone) with 'Copy from English'.
 */
import { useState } from 'react';
import { useWatch, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import type { Locale } from '~/platform/i18n/config';
import { useAdminStrings, type AdminStringKey } from '~/features/admin/lib/strings';
import { TextField } from '~/features/admin/ui/TextField';
import { EnglishReference, fillAsTyped } from './EnglishReference';
import { readFieldError, TextAreaField } from './fields';

export interface TranslatedFieldSpec {
  name: string;
  label: AdminStringKey;
  rows?: number;
  placeholder?: AdminStringKey;
  hint?: AdminStringKey;
  /** Must be filled in at least one language: the `*` shows on both tabs, and neither input alone is required. */
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
  const english = (useWatch({ control: form.control, name: 'translations.en' as Path<T> }) ?? {}) as Record<string, unknown>;
  const [announcement, setAnnouncement] = useState('');
  return (
    <>
      {fields.map((field) => {
        const path = `translations.${lang}.${field.name}` as Path<T>;
        const id = `${idPrefix}-${lang}-${field.name}`;
        const error = readFieldError(form.formState.errors, path);
        const required = field.required === true;
        const label = t(field.label);
        const common = {
          id,
          label: required ? `${label} *` : label,
          error,
          hint: field.hint ? t(field.hint) : undefined,
          placeholder: field.placeholder ? t(field.placeholder) : undefined,
          ...form.register(path),
        };
        const input = field.rows ? <TextAreaField key={id} rows={field.rows} {...common} /> : <TextField key={id} {...common} />;
        if (lang === 'en') return input;
        const text = typeof english[field.name] === 'string' ? (english[field.name] as string) : '';
        const copy = () => {
          const set = () => form.setValue(path, text as PathValue<T, Path<T>>, { shouldDirty: true });
          fillAsTyped(document.getElementById(id) as HTMLInputElement | HTMLTextAreaElement | null, text, set);
          setAnnouncement(t('adminContent.copied', { field: label }));
        };
        return (
          <div key={id} className="grid items-start gap-2 md:grid-cols-2 md:gap-4">
            <EnglishReference id={id} label={label} english={text} onCopy={copy} />
            {input}
          </div>
        );
      })}
      {lang !== 'en' && (
        <p role="status" className="sr-only">
          {announcement}
        </p>
      )}
    </>
  );
}
