/** The texts and repeatable lists of one language, as a content kind's definition declares them. */
import { useWatch, type ArrayPath, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import type { Locale } from '~/platform/i18n/config';
import { useAdminStrings } from '~/features/admin/lib/strings';
import { EnglishReference } from './EnglishReference';
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

/** The one-line and multi-line texts first, then the lists, each in definition order (in Dutch with the English beside them). */
export function KindTexts<V extends FieldValues, I>({ form, lang, idPrefix, texts, order }: KindTextsProps<V, I>) {
  const { t } = useAdminStrings();
  const english = (useWatch({ control: form.control, name: 'translations.en' as Path<V> }) ?? {}) as Record<string, { value: string }[] | undefined>;
  return (
    <>
      <TranslatedFields form={form} lang={lang} idPrefix={idPrefix} fields={textFieldSpecs(texts, order)} />
      {listFieldSpecs(texts).map((list) => {
        const id = `${idPrefix}-${lang}-${list.name}`;
        const field = (
          <TextListField
            key={list.name}
            form={form}
            name={`translations.${lang}.${list.name}` as ArrayPath<V>}
            id={id}
            label={t(list.label)}
            ordered={list.ordered}
          />
        );
        if (lang === 'en') return field;
        const items = (english[list.name] ?? []).map((item) => item.value).filter((v) => v.trim() !== '');
        // The list's rows are replaced by copies of the English ones (new rows, so each can be edited into Dutch).
        const copy = () =>
          form.setValue(`translations.${lang}.${list.name}` as Path<V>, items.map((value) => ({ value })) as PathValue<V, Path<V>>, { shouldDirty: true });
        return (
          <div key={list.name} className="grid items-start gap-2 md:grid-cols-2 md:gap-4">
            <EnglishReference
              id={id}
              label={t(list.label)}
              english={items.map((v, i) => (list.ordered ? `${i + 1}. ${v}` : `• ${v}`)).join('\n')}
              onCopy={copy}
            />
            {field}
          </div>
        );
      })}
    </>
  );
}
