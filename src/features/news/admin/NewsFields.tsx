/** The news form's fields: title, category, excerpt and content per language, then the image and 'Featured Article'. */
import type { NewsFormValues } from '~/features/news/news-form';
import { newsKind, type NewsInput } from '~/features/news/news-article';
import { useAdminStrings } from '~/features/admin';
import { SwitchField } from '~/features/admin';
import type { ContentFieldsProps, ContentTextsProps } from '~/features/admin';
import { ImagesField } from '~/features/media/admin';
import { KindTexts } from '~/features/admin';
import { NewsContentPreview } from './NewsContentPreview';

/** Title, category, excerpt and content of one language, then the content's preview. */
export function NewsTexts(props: ContentTextsProps<NewsFormValues, NewsInput>) {
  return (
    <>
      <KindTexts {...props} texts={newsKind.texts} order={newsKind.formOrder} />
      <NewsContentPreview form={props.form} lang={props.lang} idPrefix={props.idPrefix} />
    </>
  );
}

/** The images (cover and gallery) and the featured switch. */
export function NewsFields({ form, idPrefix }: ContentFieldsProps<NewsFormValues, NewsInput>) {
  const { t } = useAdminStrings();
  return (
    <>
      <ImagesField form={form} idPrefix={idPrefix} title={`${t('adminContent.slots.title')} *`} loadErrorKey="adminContent.image.loadErrorNews" />
      <SwitchField form={form} name="isFeatured" id={`${idPrefix}-featured`} label={t('adminContent.news.featured')} />
    </>
  );
}
