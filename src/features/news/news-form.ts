/** The news form's values, defaults, and the bridge to the input schema. Runs anywhere. */
import { z } from 'zod';
import type { Locale } from '~/platform/i18n/config';
import { emptyFormTexts } from '~/features/admin';
import { newsInputSchema, newsKind, type AdminNews, type NewsTexts } from './news-article';

export interface NewsFormValues {
  imageUrl: string;
  isFeatured: boolean;
  translations: Record<Locale, NewsTexts>;
}

/** A new article: no image, not featured (published when saved). */
export function getEmptyNewsForm(): NewsFormValues {
  return { imageUrl: '', isFeatured: false, translations: { en: emptyFormTexts(newsKind.texts), nl: emptyFormTexts(newsKind.texts) } };
}

/** A stored article loaded into the form. */
export function toNewsForm(row: AdminNews): NewsFormValues {
  return {
    imageUrl: row.imageUrl,
    isFeatured: row.isFeatured,
    translations: { en: { ...row.translations.en }, nl: { ...row.translations.nl } },
  };
}

/** The form's values in the API's shape (before validation); the published date is left as stored. */
export function toNewsInput(values: NewsFormValues): unknown {
  return { imageUrl: values.imageUrl ?? '', isFeatured: Boolean(values.isFeatured), translations: values.translations };
}

/** The endpoint's schema, fed from the form's values. */
export const newsFormSchema = z.preprocess((v) => toNewsInput(v as NewsFormValues), newsInputSchema);
