/** The news form's fields: title, category, excerpt and content per language, then the image and 'Featured Article'. */
import { Controller } from 'react-hook-form';
import type { NewsFormValues } from '~/features/news/news-form';
import type { NewsInput } from '~/features/content';
import { useAdminStrings } from '~/features/admin';
import { Switch } from '~/features/admin';
import type { ContentFieldsProps, ContentTextsProps } from '~/features/admin';
import { ImageField } from '~/features/media/admin';
import { TranslatedFields, type TranslatedFieldSpec } from '~/features/admin';

const TEXTS: TranslatedFieldSpec[] = [
  { name: 'title', label: 'adminContent.news.titleField', required: true },
  { name: 'category', label: 'adminContent.news.category', hint: 'adminContent.news.categoryHint', required: true },
  { name: 'excerpt', label: 'adminContent.news.excerpt', rows: 2, required: true },
  { name: 'content', label: 'adminContent.news.content', rows: 8, required: true },
];

/** Title, category, excerpt and content of one language. */
export function NewsTexts({ form, lang, idPrefix }: ContentTextsProps<NewsFormValues, NewsInput>) {
  return <TranslatedFields form={form} lang={lang} idPrefix={idPrefix} fields={TEXTS} />;
}

/** The image and the featured switch. */
export function NewsFields({ form, idPrefix }: ContentFieldsProps<NewsFormValues, NewsInput>) {
  const { t } = useAdminStrings();
  return (
    <>
      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field }) => (
          <ImageField
            id={`${idPrefix}-image`}
            label={`${t('adminContent.news.image')} *`}
            value={field.value}
            onChange={field.onChange}
            error={form.formState.errors.imageUrl?.message}
            loadErrorKey="adminContent.image.loadErrorNews"
          />
        )}
      />
      <Controller
        control={form.control}
        name="isFeatured"
        render={({ field }) => (
          <Switch id={`${idPrefix}-featured`} label={t('adminContent.news.featured')} checked={field.value} onCheckedChange={field.onChange} />
        )}
      />
    </>
  );
}
