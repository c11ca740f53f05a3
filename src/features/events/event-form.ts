/** The event form's values, defaults, and the bridge to the input schema. Runs anywhere. */
import { z } from 'zod';
import type { Locale } from '~/platform/i18n/config';
import { emptyFormTexts, fromDateInput, fromNumber, toDateInput, toNumber } from '~/features/admin';
import { fromImageRows, imageList, toImageRows, withImageAlts, type ImageRow } from '~/features/content';
import { eventInputSchema, eventKind, type AdminEvent, type EventTexts } from './event';

export interface EventFormValues {
  /** `YYYY-MM-DD` from the date picker, a day in Paramaribo. */
  date: string;
  price: string;
  /** The cover only (events have no page of their own, so no gallery): at most one row. */
  images: ImageRow[];
  isFeatured: boolean;
  /** The ticket or info address, '' for none. */
  ticketUrl: string;
  translations: Record<Locale, EventTexts>;
}

/** A new event: price 0, no image, not featured. */
export function getEmptyEventForm(): EventFormValues {
  return {
    date: '',
    price: '0',
    images: [{ url: '', alt: { en: '', nl: '' } }],
    isFeatured: false,
    ticketUrl: '',
    translations: { en: emptyFormTexts(eventKind.texts), nl: emptyFormTexts(eventKind.texts) },
  };
}

/** A stored event loaded into the form. */
export function toEventForm(row: AdminEvent): EventFormValues {
  return {
    date: toDateInput(row.date),
    price: fromNumber(row.price),
    images: toImageRows(imageList(row.imageUrl), { en: row.translations.en.imageAlts, nl: row.translations.nl.imageAlts }),
    isFeatured: row.isFeatured,
    ticketUrl: row.ticketUrl,
    translations: { en: { ...row.translations.en }, nl: { ...row.translations.nl } },
  };
}

/** The form's values in the API's shape (before validation). */
export function toEventInput(values: EventFormValues): unknown {
  const { images, alts } = fromImageRows(values.images);
  return {
    date: fromDateInput(values.date),
    price: toNumber(values.price) ?? 0,
    imageUrl: images[0] ?? null,
    isFeatured: Boolean(values.isFeatured),
    ticketUrl: values.ticketUrl ?? '',
    translations: withImageAlts(values.translations, alts),
  };
}

/** The endpoint's schema, fed from the form's values. */
export const eventFormSchema = z.preprocess((v) => toEventInput(v as EventFormValues), eventInputSchema);
