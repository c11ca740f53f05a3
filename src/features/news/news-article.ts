/**
 * The news article, declared once: its language-neutral fields (types, limits, the API's messages)
 * and its visitor-facing texts. The input schema, the public and admin types, the admin form's texts
 * and the reads are derived from this. Runs anywhere.
 */
import { z } from 'zod';
import { coded } from '~/platform/content/issue-codes';
import type { newsArticles, newsTranslations } from '~/db/schema';
import type { AdminRow, AdminStringKey } from '~/features/admin';
import { imageAltsExtra, imageList, imageUrlSchema, MAX_IMAGES, type WithImageAlts } from '~/features/content';
import { apiFieldsReader, contentInputSchema, defineContentKind, defineTexts, textPicker } from '~/platform/content/content-kind';
import type { ApiFields, Assert, Same, TextsOf } from '~/platform/content/content-kind';

export const newsKind = defineContentKind({
  neutral: {
    imageUrl: imageUrlSchema,
    /** The gallery, the cover first (as on restaurants and tours); the article page shows the others under its text. */
    imageUrls: z
      .array(imageUrlSchema)
      .max(MAX_IMAGES, coded('tooManyImages', { n: MAX_IMAGES }))
      .default([]),
    isFeatured: z.boolean().default(false),
    publishedAt: z.coerce.date(coded('publishedDate')).nullable().optional(),
  },
  texts: defineTexts<AdminStringKey>()({
    title: { label: 'Title', max: 200, required: true, admin: { label: 'adminContent.news.titleField' } },
    content: { label: 'Content', max: 20_000, required: true, admin: { label: 'adminContent.news.content', hint: 'adminContent.news.contentHint', rows: 12 } },
    category: {
      label: 'Category',
      max: 80,
      required: true,
      admin: { label: 'adminContent.news.category', hint: 'adminContent.news.categoryHint' },
    },
    excerpt: { label: 'Excerpt', max: 500, required: true, admin: { label: 'adminContent.news.excerpt', rows: 2 } },
  }),
  formOrder: ['title', 'category', 'excerpt', 'content'],
});

/** The texts of one language. */
export type NewsTexts = TextsOf<typeof newsKind.texts>;
/**
 * The translation table holds exactly the definition's texts (astro check fails otherwise). Exported
 * only so the compiler keeps the check; nothing imports it.
 * @public
 */
export type NewsTextsMatchTable = Assert<Same<NewsTexts, Omit<typeof newsTranslations.$inferSelect, 'newsId' | 'locale' | 'imageAlts'>>>;

type NewsRow = typeof newsArticles.$inferSelect;
type NewsFields = ApiFields<NewsRow, keyof typeof newsKind.neutral>;

/** An article as the public API sends it (spec section 3): no createdAt; publishedAt null shows 'Recently'. */
export type NewsArticle = Omit<NewsFields, 'createdAt'> & NewsTexts & WithImageAlts;
/** An article as the admin API sends it: every language's texts side by side. */
export type AdminNews = AdminRow<NewsFields, NewsTexts & WithImageAlts>;

/** The admin API's input (also the spec's flat shape); `translations.*.imageAlts` align with [imageUrl, ...imageUrls]. */
export const newsInputSchema = contentInputSchema(
  newsKind,
  imageAltsExtra((item) => imageList(item.imageUrl as string, item.imageUrls as string[]).length),
);
export type NewsInput = z.output<typeof newsInputSchema>;

/** The neutral fields of an article row as the API names them (in the API's order). */
export const readNewsFields = apiFieldsReader<NewsRow, keyof typeof newsKind.neutral>(['imageUrl', 'imageUrls', 'publishedAt', 'isFeatured']);
/** The texts of a translation row (empty ones for a missing language). */
export const pickNewsTexts = textPicker(newsKind.texts);
