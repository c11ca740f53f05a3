/** The News tab's table columns, store and form wiring (spec 2: Title, Category, Excerpt, Published, Featured). */
import type { AdminNews } from '~/lib/content/admin-types';
import { getEmptyNewsForm, newsFormSchema, toNewsForm, type NewsFormValues } from '~/lib/content/forms/news-form';
import type { NewsInput } from '~/lib/content/schemas';
import { cutDescription } from '~/lib/text/cut-description';
import { createContentStore } from '../shared/content-store';
import type { ContentTabConfig } from '../shared/ContentTab';
import { DateCell } from '../shared/DateCell';
import { FeaturedCell } from '../shared/FeaturedCell';
import { NewsFields, NewsTexts } from './NewsFields';

/** The admin list of news articles. */
export const newsStore = createContentStore<AdminNews>('/api/admin/news');

export const newsConfig: ContentTabConfig<AdminNews, NewsFormValues, NewsInput> = {
  kind: 'news',
  store: newsStore,
  nameOf: (r) => r.translations.en.title,
  columns: [
    { header: 'adminContent.news.colTitle', cell: (r) => r.translations.en.title },
    { header: 'adminContent.news.colCategory', cell: (r) => r.translations.en.category },
    { header: 'adminContent.news.colExcerpt', cell: (r) => cutDescription(r.translations.en.excerpt, 60), className: 'min-w-48' },
    { header: 'adminContent.news.colPublished', cell: (r) => <DateCell iso={r.publishedAt} />, className: 'whitespace-nowrap' },
    { header: 'adminContent.news.colFeatured', cell: (r) => <FeaturedCell on={r.isFeatured} />, className: 'text-center' },
  ],
  fieldLabels: {
    title: 'adminContent.news.titleField',
    content: 'adminContent.news.content',
    category: 'adminContent.news.category',
    excerpt: 'adminContent.news.excerpt',
  },
  getEmptyForm: getEmptyNewsForm,
  toForm: toNewsForm,
  schema: newsFormSchema,
  Texts: NewsTexts,
  Fields: NewsFields,
};
