/** The tour form's values (image slots, texts per language from the definition), defaults, and the bridge to the input schema. Runs anywhere. */
import { z } from 'zod';
import type { Locale } from '~/platform/i18n/config';
import { emptyFormTexts, fromNumber, toFormTexts, toInputTexts, toNumber, type FormTextsOf } from '~/features/admin';
import { fromImageRows, imageList, toImageRows, withImageAlts, type ImageRow } from '~/features/content';
import { tourInputSchema, tourKind, type AdminTour } from './tour';

/** The optional links of a tour beside the operator's contact, in the form's order. */
const TOUR_LINK_FIELDS = ['website', 'facebook', 'instagram', 'mapLocation'] as const;
type LinkValues = Pick<TourFormValues, (typeof TOUR_LINK_FIELDS)[number]>;
const linksOf = (v: Partial<LinkValues>): LinkValues => Object.fromEntries(TOUR_LINK_FIELDS.map((k) => [k, v[k] ?? ''])) as unknown as LinkValues;

type TourFormTexts = FormTextsOf<typeof tourKind.texts>;

export interface TourFormValues {
  price: string;
  maxPeople: string;
  /** The images, each an uploaded path or an https URL with its alt texts; the first filled one is the cover. */
  images: ImageRow[];
  operatorWhatsapp: string;
  operatorPhone: string;
  operatorEmail: string;
  /** 'USD' or 'SRD'. */
  currency: string;
  website: string;
  facebook: string;
  instagram: string;
  mapLocation: string;
  translations: Record<Locale, TourFormTexts>;
}

/** A new tour (spec 9: price 0, max people 1, empty lists) with one empty image slot. */
export function getEmptyTourForm(): TourFormValues {
  return {
    price: '0',
    maxPeople: '1',
    images: [{ url: '', alt: { en: '', nl: '' } }],
    operatorWhatsapp: '',
    operatorPhone: '',
    operatorEmail: '',
    currency: 'USD',
    ...linksOf({}),
    translations: { en: emptyFormTexts(tourKind.texts), nl: emptyFormTexts(tourKind.texts) },
  };
}

/** A stored tour loaded into the form, images and lists included. */
export function toTourForm(row: AdminTour): TourFormValues {
  const images = imageList(row.imageUrl, row.imageUrls);
  return {
    price: fromNumber(row.price),
    maxPeople: fromNumber(row.maxPeople),
    images: images.length > 0 ? toImageRows(images, { en: row.translations.en.imageAlts, nl: row.translations.nl.imageAlts }) : getEmptyTourForm().images,
    operatorWhatsapp: row.operatorWhatsapp,
    operatorPhone: row.operatorPhone,
    operatorEmail: row.operatorEmail,
    currency: row.currency,
    ...linksOf(row),
    translations: { en: toFormTexts(tourKind.texts, row.translations.en), nl: toFormTexts(tourKind.texts, row.translations.nl) },
  };
}

/** The form's values in the API's shape (before validation): the first filled slot is the cover, every filled slot is in the gallery. */
export function toTourInput(values: TourFormValues): unknown {
  const { images, alts } = fromImageRows(values.images);
  return {
    price: toNumber(values.price),
    maxPeople: toNumber(values.maxPeople),
    imageUrl: images[0] ?? '',
    imageUrls: images,
    operatorWhatsapp: values.operatorWhatsapp ?? '',
    operatorPhone: values.operatorPhone ?? '',
    operatorEmail: values.operatorEmail ?? '',
    currency: values.currency || 'USD',
    ...linksOf(values),
    translations: withImageAlts({ en: toInputTexts(tourKind.texts, values.translations?.en), nl: toInputTexts(tourKind.texts, values.translations?.nl) }, alts),
  };
}

/** The endpoint's schema, fed from the form's values. */
export const tourFormSchema = z.preprocess((v) => toTourInput(v as TourFormValues), tourInputSchema);
