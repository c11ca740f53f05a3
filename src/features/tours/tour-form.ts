/** The tour form's values (image slots, repeatable lists per language), defaults, and the bridge to the input schema. Runs anywhere. */
import { z } from 'zod';
import type { Locale } from '~/platform/i18n/config';
import type { AdminTour, TourTexts } from '~/features/admin';
import { tourInputSchema } from '~/features/content';
import { cleanUrls, fromItems, fromNumber, toItems, toNumber, type ListItem } from '~/features/admin';

/** The three repeatable lists of a tour, in every language. */
export const TOUR_LISTS = ['whatToBring', 'dailyItinerary', 'included'] as const;
export type TourList = (typeof TOUR_LISTS)[number];

export type TourFormTexts = Omit<TourTexts, TourList> & Record<TourList, ListItem[]>;

export interface TourFormValues {
  price: string;
  maxPeople: string;
  /** Image slots: an uploaded path or an https URL each; the first filled one is the cover. */
  images: ListItem[];
  translations: Record<Locale, TourFormTexts>;
}

const emptyTexts = (): TourFormTexts => ({
  name: '',
  description: '',
  category: '',
  duration: '',
  location: '',
  operator: '',
  whatToBring: [],
  dailyItinerary: [],
  included: [],
});

/** A new tour (spec 9: price 0, max people 1, empty lists) with one empty image slot. */
export function getEmptyTourForm(): TourFormValues {
  return { price: '0', maxPeople: '1', images: [{ value: '' }], translations: { en: emptyTexts(), nl: emptyTexts() } };
}

function toFormTexts(t: TourTexts): TourFormTexts {
  return { ...t, whatToBring: toItems(t.whatToBring), dailyItinerary: toItems(t.dailyItinerary), included: toItems(t.included) };
}

/** A stored tour loaded into the form, images and lists included. */
export function toTourForm(row: AdminTour): TourFormValues {
  const images = cleanUrls([row.imageUrl, ...row.imageUrls]);
  return {
    price: fromNumber(row.price),
    maxPeople: fromNumber(row.maxPeople),
    images: images.length > 0 ? toItems(images) : [{ value: '' }],
    translations: { en: toFormTexts(row.translations.en), nl: toFormTexts(row.translations.nl) },
  };
}

function toInputTexts(t: TourFormTexts | undefined): unknown {
  if (!t) return t;
  return { ...t, whatToBring: fromItems(t.whatToBring), dailyItinerary: fromItems(t.dailyItinerary), included: fromItems(t.included) };
}

/** The form's values in the API's shape (before validation): the first filled slot is the cover, every filled slot is in the gallery. */
export function toTourInput(values: TourFormValues): unknown {
  const images = cleanUrls(fromItems(values.images));
  return {
    price: toNumber(values.price),
    maxPeople: toNumber(values.maxPeople),
    imageUrl: images[0] ?? '',
    imageUrls: images,
    translations: { en: toInputTexts(values.translations?.en), nl: toInputTexts(values.translations?.nl) },
  };
}

/** The endpoint's schema, fed from the form's values. */
export const tourFormSchema = z.preprocess((v) => toTourInput(v as TourFormValues), tourInputSchema);
