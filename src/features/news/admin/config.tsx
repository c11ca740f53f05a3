/** The News tab's table columns, store and form wiring (spec 2: Title, Category, Excerpt, Published, Featured). */
import { getEmptyNewsForm, newsFormSchema, toNewsForm, type NewsFormValues } from '~/features/news/news-form';
import { newsKind, type AdminNews, type NewsInput } from '~/features/news/news-article';
import { cutDescription } from '~/platform/text/cut-description';
import { createContentStore, fieldLabelsOf } from '~/features/admin';
import type { ContentTabConfig } from '~/features/admin';
import { textColumn, writtenText } from '~/features/admin';
import { DateCell } from '~/features/admin';
import { FeaturedCell } from '~/features/admin';
import { NewsFields, NewsTexts } from './NewsFields';

/** The admin list of news articles. */
const newsStore = createContentStore<AdminNews>('/api/admin/news');

export const newsConfig: ContentTabConfig<AdminNews, NewsFormValues, NewsInput> = {
  kind: 'news',
  store: newsStore,
  nameOf: (r) => writtenText(r, 'title'),
  columns: [
    textColumn('adminContent.news.colTitle', 'title'),
    textColumn('adminContent.news.colCategory', 'category', true),
    { header: 'adminContent.news.colExcerpt', cell: (r) => cutDescription(writtenText(r, 'excerpt'), 60), className: 'min-w-48' },
    {
      header: 'adminContent.news.colPublished',
      cell: (r) => <DateCell iso={r.publishedAt} />,
      className: 'whitespace-nowrap',
      sortValue: (r) => r.publishedAt,
    },
    { header: 'adminContent.news.colFeatured', cell: (r) => <FeaturedCell on={r.isFeatured} />, className: 'text-center', sortValue: (r) => r.isFeatured },
  ],
  fieldLabels: fieldLabelsOf(newsKind.texts),
  imageOf: (r) => r.imageUrl,
  pathOf: (r) => `/news/${r.id}`,
  getEmptyForm: getEmptyNewsForm,
  toForm: toNewsForm,
  schema: newsFormSchema,
  Texts: NewsTexts,
  Fields: NewsFields,
};
