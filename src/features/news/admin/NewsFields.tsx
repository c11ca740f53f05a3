/** The news form's fields: title, category, excerpt and content per language, then the image and 'Featured Article'. */
import { Controller } from 'react-hook-form';
import type { NewsFormValues } from '~/features/news/news-form';
import { newsKind, type NewsInput } from '~/features/news/news-article';
import { useAdminStrings } from '~/features/admin';
import { Switch } from '~/features/admin';
import type { ContentFieldsProps, ContentTextsProps } from '~/features/admin';
import { ImageField } from '~/features/media/admin';
import { KindTexts } from '~/features/admin';

/** Title, category, excerpt and content of one language. */
export function NewsTexts(props: ContentTextsProps<NewsFormValues, NewsInput>) {
  return <KindTexts {...props} texts={newsKind.texts} order={newsKind.formOrder} />;
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
