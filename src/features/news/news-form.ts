/** The news form's values, defaults, and the bridge to the input schema. Runs anywhere. */
import { z } from 'zod';
import type { Locale } from '~/platform/i18n/config';
import { emptyFormTexts } from '~/features/admin';
import { fromImageRows, imageList, toImageRows, withImageAlts, type ImageRow } from '~/features/content';
import { newsInputSchema, newsKind, type AdminNews, type NewsTexts } from './news-article';

export interface NewsFormValues {
  /** The images, the cover first, each with its alt texts; the others make the gallery under the article. */
  images: ImageRow[];
  isFeatured: boolean;
  translations: Record<Locale, NewsTexts>;
}

/** A new article: no image, not featured (published when saved). */
export function getEmptyNewsForm(): NewsFormValues {
  return {
    images: [{ url: '', alt: { en: '', nl: '' } }],
    isFeatured: false,
    translations: { en: emptyFormTexts(newsKind.texts), nl: emptyFormTexts(newsKind.texts) },
  };
}

/** A stored article loaded into the form. */
export function toNewsForm(row: AdminNews): NewsFormValues {
  return {
    images: toImageRows(imageList(row.imageUrl, row.imageUrls), { en: row.translations.en.imageAlts, nl: row.translations.nl.imageAlts }),
    isFeatured: row.isFeatured,
    translations: { en: { ...row.translations.en }, nl: { ...row.translations.nl } },
  };
}

/** The form's values in the API's shape (before validation); the published date is left as stored. */
function toNewsInput(values: NewsFormValues): unknown {
  const { images, alts } = fromImageRows(values.images);
  return { imageUrl: images[0] ?? '', imageUrls: images, isFeatured: Boolean(values.isFeatured), translations: withImageAlts(values.translations, alts) };
}

/** The endpoint's schema, fed from the form's values. */
export const newsFormSchema = z.preprocess((v) => toNewsInput(v as NewsFormValues), newsInputSchema);
