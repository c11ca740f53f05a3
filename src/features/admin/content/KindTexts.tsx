/** The texts and repeatable lists of one language, as a content kind's definition declares them. */
import type { FieldValues, ArrayPath, UseFormReturn } from 'react-hook-form';
import type { Locale } from '~/platform/i18n/config';
import { useAdminStrings } from '~/features/admin/lib/strings';
import { listFieldSpecs, textFieldSpecs, type AdminTextDefs } from './kind-form';
import { TextListField } from './TextListField';
import { TranslatedFields } from './TranslatedFields';

interface KindTextsProps<V extends FieldValues, I> {
  form: UseFormReturn<V, unknown, I>;
  lang: Locale;
  idPrefix: string;
  texts: AdminTextDefs;
  /** The inputs' order where it differs from the definition's. */
  order?: readonly string[];
}

/** The one-line and multi-line texts first, then the lists, each in definition order. */
export function KindTexts<V extends FieldValues, I>({ form, lang, idPrefix, texts, order }: KindTextsProps<V, I>) {
  const { t } = useAdminStrings();
  return (
    <>
      <TranslatedFields form={form} lang={lang} idPrefix={idPrefix} fields={textFieldSpecs(texts, order)} />
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
