/** The restaurant form's values, their defaults, and the bridge to the shared input schema. Runs anywhere. */
import { z } from 'zod';
import type { Locale } from '~/platform/i18n/config';
import { weekdays, type Weekday } from '~/platform/dates/weekdays';
import { codedIssue } from '~/platform/content/issue-codes';
import { openingHoursProblems } from '~/platform/dates/opening-hours-draft';
import { emptyFormTexts } from '~/features/admin';
import { fromImageRows, imageList, toImageRows, withImageAlts, type ImageRow } from '~/features/content';
import { restaurantInputSchema, restaurantKind, type AdminRestaurant, type RestaurantTexts } from './restaurant';

export const PRICE_RANGES = ['$', '$$', '$$$', '$$$$'] as const;

export interface RestaurantFormValues {
  priceRange: string;
  /** The photos, the cover (card and first photo) first, each with its alt text in both languages. */
  images: ImageRow[];
  phone: string;
  openingHours: Record<Weekday, string>;
  isEditorsPick: boolean;
  /** Website, WhatsApp, public email, Facebook, Instagram and map position, as typed ('' when empty). */
  website: string;
  whatsapp: string;
  email: string;
  facebook: string;
  instagram: string;
  mapLocation: string;
  translations: Record<Locale, RestaurantTexts>;
}

/** The optional links of a restaurant, in the form's order. */
const RESTAURANT_LINK_FIELDS = ['website', 'whatsapp', 'email', 'facebook', 'instagram', 'mapLocation'] as const;
type LinkValues = Pick<RestaurantFormValues, (typeof RESTAURANT_LINK_FIELDS)[number]>;
const linksOf = (v: Partial<LinkValues>): LinkValues => Object.fromEntries(RESTAURANT_LINK_FIELDS.map((k) => [k, v[k] ?? ''])) as unknown as LinkValues;

/** A new restaurant (spec 5: empty texts, empty image list, empty opening hours, not an editor's pick). */
export function getEmptyRestaurantForm(): RestaurantFormValues {
  return {
    priceRange: '$$',
    images: [{ url: '', alt: { en: '', nl: '' } }],
    phone: '',
    openingHours: Object.fromEntries(weekdays.map((d) => [d, ''])) as Record<Weekday, string>,
    isEditorsPick: false,
    ...linksOf({}),
    translations: { en: emptyFormTexts(restaurantKind.texts), nl: emptyFormTexts(restaurantKind.texts) },
  };
}

/** A stored restaurant loaded into the form, images and hours included. */
export function toRestaurantForm(row: AdminRestaurant): RestaurantFormValues {
  const empty = getEmptyRestaurantForm();
  return {
    priceRange: row.priceRange,
    images: toImageRows(imageList(row.imageUrl, row.imageUrls), { en: row.translations.en.imageAlts, nl: row.translations.nl.imageAlts }),
    phone: row.phone ?? '',
    openingHours: { ...empty.openingHours, ...row.openingHours },
    isEditorsPick: row.isEditorsPick,
    ...linksOf(row),
    translations: { en: { ...row.translations.en }, nl: { ...row.translations.nl } },
  };
}

/** The form's values in the API's shape (before validation): the gallery starts with the cover, blank days are left out. */
export function toRestaurantInput(values: RestaurantFormValues): unknown {
  const hours = Object.entries(values.openingHours ?? {}).filter(([, v]) => typeof v === 'string' && v.trim() !== '');
  const { images, alts } = fromImageRows(values.images);
  return {
    priceRange: values.priceRange,
    imageUrl: images[0] ?? '',
    imageUrls: images,
    phone: values.phone?.trim() ? values.phone : null,
    openingHours: Object.fromEntries(hours),
    isEditorsPick: Boolean(values.isEditorsPick),
    ...linksOf(values),
    translations: withImageAlts(values.translations, alts),
  };
}

/**
 * The endpoint's schema, fed from the form's values: the browser checks exactly what the server will, and each day's
 * hours strictly, with the issue on that day (the hours editor words it from the day's text).
 */
export const restaurantFormSchema = z
  .preprocess((v) => toRestaurantInput(v as RestaurantFormValues), restaurantInputSchema)
  .superRefine((input, ctx) => {
    const hours = (input as { openingHours?: Record<string, string> }).openingHours ?? {};
    for (const { day } of openingHoursProblems(hours)) ctx.addIssue(codedIssue('hoursFormat', { path: ['openingHours', day] }));
  });
