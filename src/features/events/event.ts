/**
 * The event, declared once: its language-neutral fields (types, limits, the API's messages) and its
 * visitor-facing texts. The input schema, the public and admin types, the admin form's texts and the
 * reads are derived from this. Runs anywhere.
 */
import { z } from 'zod';
import { coded, codedIssue } from '~/platform/content/issue-codes';
import type { events, eventTranslations } from '~/db/schema';
import type { Locale } from '~/platform/i18n/config';
import type { AdminRow, AdminStringKey } from '~/features/admin';
import { imageAltsExtra, imageList, imageUrlSchema, optionalWebUrlSchema, type PartnerFields, type WithImageAlts } from '~/features/content';
import { apiFieldsReader, contentInputSchema, defineContentKind, defineTexts, neutralKeys, textPicker } from '~/platform/content/content-kind';
import type { ApiFields, Assert, Same, TextsOf } from '~/platform/content/content-kind';
import { EVENT_REPEATS, getParamariboDay } from './event-occurrences';

/** The most other days a 'dates' event lists: a year of weekly nights. */
const MAX_EXTRA_DATES = 52;
/** 'YYYY-MM-DD', a day that exists. */
const calendarDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, coded('otherDates'))
  .refine((d) => {
    // zod runs this after a failed regex too: junk must give false here, never throw.
    const ms = Date.parse(`${d}T00:00:00Z`);
    return Number.isFinite(ms) && new Date(ms).toISOString().startsWith(d);
  }, coded('otherDates'));

export const eventKind = defineContentKind({
  neutral: {
    date: z.coerce.date(coded('date')).refine((d) => !Number.isNaN(d.getTime()), coded('date')),
    price: z.coerce.number(coded('priceNumber')).min(0, coded('priceNegative')).max(1_000_000, coded('priceHigh')).default(0),
    imageUrl: imageUrlSchema.nullable().default(null),
    isFeatured: z.boolean().default(false),
    /** Where tickets or details are (issue 18); '' shows 'Tickets at the door' or the price. */
    ticketUrl: optionalWebUrlSchema('Ticket URL', 'adminContent.events.ticketUrl'),
    // When it repeats (event-occurrences.ts); the start time is read from the time text, as before.
    repeat: z.enum(EVENT_REPEATS, coded('repeat')).default('once'),
    weekday: z.number(coded('weekday')).int().min(0).max(6).nullable().default(null),
    endTime: z
      .string()
      .trim()
      .regex(/^(?:(?:[01]\d|2[0-3]):[0-5]\d)?$/, coded('endTime'))
      .default(''),
    lastDate: z.coerce
      .date(coded('lastDate'))
      .refine((d) => !Number.isNaN(d.getTime()), coded('lastDate'))
      .nullable()
      .default(null),
    extraDates: z
      .array(z.object({ day: calendarDaySchema, time: z.string().regex(/^(?:(?:[01]\d|2[0-3]):[0-5]\d)?$/, coded('otherDates')) }), coded('otherDates'))
      .max(MAX_EXTRA_DATES, coded('tooManyDates', { n: MAX_EXTRA_DATES }))
      .default([]),
  },
  texts: defineTexts<AdminStringKey>()({
    name: { label: 'Name', max: 120, required: true, admin: { label: 'adminContent.events.name' } },
    description: { label: 'Description', max: 2000, required: true, admin: { label: 'adminContent.events.description', rows: 4 } },
    category: {
      label: 'Category',
      max: 80,
      required: true,
      admin: { label: 'adminContent.events.category', hint: 'adminContent.events.categoryHint' },
    },
    time: { label: 'Time', max: 40, required: true, admin: { label: 'adminContent.events.time', placeholder: 'adminContent.events.timePlaceholder' } },
    location: { label: 'Location', max: 200, required: true, admin: { label: 'adminContent.events.location' } },
    // The organiser's own terms (never a text of the guide's): empty shows nothing.
    refundTerms: {
      label: 'Refund terms',
      max: 600,
      admin: { label: 'adminContent.events.refundTerms', hint: 'adminContent.events.refundTermsHint', rows: 3 },
    },
  }),
  formOrder: ['name', 'description', 'category', 'location', 'time', 'refundTerms'],
});

/** The texts of one language. */
export type EventTexts = TextsOf<typeof eventKind.texts>;
/**
 * The translation table holds exactly the definition's texts (astro check fails otherwise). Exported
 * only so the compiler keeps the check; nothing imports it.
 * @public
 */
export type EventTextsMatchTable = Assert<Same<EventTexts, Omit<typeof eventTranslations.$inferSelect, 'eventId' | 'locale' | 'imageAlts'>>>;

type EventRow = typeof events.$inferSelect;
type EventFields = ApiFields<EventRow, keyof typeof eventKind.neutral>;

/** An event as the public API sends it (spec section 3, plus the partner listing's two fields); `date` is an ISO 8601 timestamp in UTC. */
export type GuideEvent = EventFields & EventTexts & WithImageAlts & PartnerFields & { next?: EventNext };
/** The occurrence a list shows an event at: its Paramaribo day, start and end (ISO; null: the whole day, no end given). */
export interface EventNext {
  day: string;
  start: string | null;
  end: string | null;
}
/**
 * Beside an event read in a language: the language its texts are written in (English where the page's language
 * has no description of it, the per-field fallback) and its English clock text, which a start time is read from
 * (the other language's time may be worded freely, '21.00 uur'). Its structured data needs both.
 */
export interface EventTextFacts {
  writtenIn: Locale;
  englishTime: string;
}
/** An event as the admin API sends it: every language's texts side by side. */
export type AdminEvent = AdminRow<EventFields, EventTexts & WithImageAlts>;

/**
 * The admin API's input (also the spec's flat shape). Events are shown only as cards (no page of their own), so an
 * event has its cover and no gallery (issue 21 decision): at most one alt text per language.
 */
const alts = imageAltsExtra((item) => imageList(item.imageUrl as string | null).length);
export const eventInputSchema = contentInputSchema(eventKind, {
  ...alts,
  check: (item, ctx) => {
    alts.check(item, ctx);
    checkEventSchedule(item, ctx);
  },
});

/** A weekly schedule's last date is on or after its first (an earlier one would never show the event). */
export function checkEventSchedule(item: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const { date, lastDate, repeat } = item as { date?: unknown; lastDate?: unknown; repeat?: unknown };
  if (repeat !== 'weekly' || !(date instanceof Date) || !(lastDate instanceof Date)) return;
  if (getParamariboDay(lastDate) < getParamariboDay(date)) ctx.addIssue(codedIssue('lastDateBefore', { path: ['lastDate'] }));
}
export type EventInput = z.output<typeof eventInputSchema>;

/** The neutral fields of an event row as the API names them. */
export const readEventFields = apiFieldsReader<EventRow, keyof typeof eventKind.neutral>(neutralKeys(eventKind.neutral));
/** The texts of a translation row (empty ones for a missing language). */
export const pickEventTexts = textPicker(eventKind.texts);
