/** The texts and repeatable lists of one language, as a content kind's definition declares them. */
import type { FieldValues, ArrayPath, UseFormReturn } from 'react-hook-form';
import type { Locale } from '~/platform/i18n/config';
import type { TextDefs } from '~/platform/content/content-kind';
import { useAdminStrings, type AdminStringKey } from '~/features/admin/lib/strings';
import { listFieldSpecs, textFieldSpecs } from './kind-form';
import { TextListField } from './TextListField';
import { TranslatedFields } from './TranslatedFields';

interface KindTextsProps<V extends FieldValues, I> {
  form: UseFormReturn<V, unknown, I>;
  lang: Locale;
  idPrefix: string;
  texts: TextDefs<AdminStringKey>;
}

/** The one-line and multi-line texts first, then the lists, each in definition order. */
export function KindTexts<V extends FieldValues, I>({ form, lang, idPrefix, texts }: KindTextsProps<V, I>) {
  const { t } = useAdminStrings();
  return (
    <>
      <TranslatedFields form={form} lang={lang} idPrefix={idPrefix} fields={textFieldSpecs(texts)} />
      {listFieldSpecs(texts).map((list) => (
        <TextListField
          key={list.name}
          form={form}
          name={`translations.${lang}.${list.name}` as ArrayPath<V>}
          id={`${idPrefix}-${lang}-${list.name}`}
          label={t(list.label)}
          ordered={list.ordered}
        />
      ))}
    </>
  );
}
