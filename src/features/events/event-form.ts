/** The event form's values, defaults, and the bridge to the input schema. Runs anywhere. */
import { z } from 'zod';
import type { Locale } from '~/platform/i18n/config';
import { emptyFormTexts, fromDateInput, fromNumber, toDateInput, toNumber } from '~/features/admin';
import { eventInputSchema, eventKind, type AdminEvent, type EventTexts } from './event';

export interface EventFormValues {
  /** `YYYY-MM-DD` from the date picker, a day in Paramaribo. */
  date: string;
  price: string;
  imageUrl: string;
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
    imageUrl: '',
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
    imageUrl: row.imageUrl ?? '',
    isFeatured: row.isFeatured,
    ticketUrl: row.ticketUrl,
    translations: { en: { ...row.translations.en }, nl: { ...row.translations.nl } },
  };
}

/** The form's values in the API's shape (before validation). */
export function toEventInput(values: EventFormValues): unknown {
  return {
    date: fromDateInput(values.date),
    price: toNumber(values.price) ?? 0,
    imageUrl: values.imageUrl?.trim() ? values.imageUrl : null,
    isFeatured: Boolean(values.isFeatured),
    ticketUrl: values.ticketUrl ?? '',
    translations: values.translations,
  };
}

/** The endpoint's schema, fed from the form's values. */
export const eventFormSchema = z.preprocess((v) => toEventInput(v as EventFormValues), eventInputSchema);
