/** The event form's values, defaults, and the bridge to the input schema. Runs anywhere. */
import { z } from 'zod';
import type { Locale } from '~/platform/i18n/config';
import { emptyFormTexts, fromDateInput, fromNumber, toDateInput, toNumber } from '~/features/admin';
import { fromImageRows, imageList, toImageRows, withImageAlts, type ImageRow } from '~/features/content';
import { eventInputSchema, eventKind, type AdminEvent, type EventTexts } from './event';
import type { EventRepeat, ExtraDate } from './event-occurrences';

export interface EventFormValues {
  /** `YYYY-MM-DD` from the date picker, a day in Paramaribo. */
  date: string;
  price: string;
  /** The cover only (events have no page of their own, so no gallery): at most one row. */
  images: ImageRow[];
  isFeatured: boolean;
  /** The ticket or info address, '' for none. */
  ticketUrl: string;
  /** How it repeats: 'once', 'weekly' (every `weekday` from `date`, until `lastDate`) or 'dates' (`date` and `extraDates`). */
  repeat: EventRepeat;
  /** '0' Sunday to '6' Saturday, '' for the weekday of `date`. */
  weekday: string;
  /** 'HH:MM' or ''. */
  endTime: string;
  /** `YYYY-MM-DD` or '' (no last date). */
  lastDate: string;
  /** One other date per line: '2026-12-12 21:00' (the time may be left out). */
  extraDates: string;
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
    repeat: 'once',
    weekday: '',
    endTime: '',
    lastDate: '',
    extraDates: '',
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
    repeat: row.repeat,
    weekday: row.repeat === 'weekly' && row.weekday !== null ? String(row.weekday) : '',
    endTime: row.endTime,
    lastDate: row.repeat === 'weekly' ? toDateInput(row.lastDate) : '',
    extraDates: formatExtraDates(row.extraDates),
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
    repeat: values.repeat || 'once',
    weekday: /^[0-6]$/.test(values.weekday ?? '') ? Number(values.weekday) : null,
    endTime: values.endTime ?? '',
    lastDate: values.lastDate ? fromDateInput(values.lastDate) : null,
    extraDates: parseExtraDates(values.extraDates ?? ''),
    translations: withImageAlts(values.translations, alts),
  };
}

/** The other dates as the form's text: one a line, '2026-12-12 21:00'. */
export function formatExtraDates(dates: readonly ExtraDate[]): string {
  return dates.map((d) => `${d.day} ${d.time}`.trim()).join('\n');
}

/** The form's text of other dates as a list; a line that is no date stays for the schema to refuse (with its message). */
function parseExtraDates(text: string): ExtraDate[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim().split(/\s+/))
    .filter((parts) => parts[0] !== '')
    .map(([day = '', time = '', ...rest]) => ({ day: rest.length > 0 ? `${day} ${time} ${rest.join(' ')}` : day, time }));
}

/** The endpoint's schema, fed from the form's values. */
export const eventFormSchema = z.preprocess((v) => toEventInput(v as EventFormValues), eventInputSchema);
