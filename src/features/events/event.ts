/**
 * The event, declared once: its language-neutral fields (types, limits, the API's messages) and its
 * visitor-facing texts. The input schema, the public and admin types, the admin form's texts and the
 * reads are derived from this. Runs anywhere.
 */
import { z } from 'zod';
import type { events, eventTranslations } from '~/db/schema';
import type { Locale } from '~/platform/i18n/config';
import type { AdminRow, AdminStringKey } from '~/features/admin';
import { imageAltsExtra, imageList, imageUrlSchema, optionalWebUrlSchema, type PartnerFields, type WithImageAlts } from '~/features/content';
import { apiFieldsReader, contentInputSchema, defineContentKind, defineTexts, neutralKeys, textPicker } from '~/platform/content/content-kind';
import type { ApiFields, Assert, Same, TextsOf } from '~/platform/content/content-kind';

export const eventKind = defineContentKind({
  neutral: {
    date: z.coerce.date({ error: 'Date must be a valid date' }).refine((d) => !Number.isNaN(d.getTime()), { message: 'Date must be a valid date' }),
    price: z.coerce.number({ error: 'Price must be a number' }).min(0, 'Price cannot be negative').max(1_000_000, 'Price is too high').default(0),
    imageUrl: imageUrlSchema.nullable().default(null),
    isFeatured: z.boolean().default(false),
    /** Where tickets or details are (issue 18); '' shows 'Tickets at the door' or the price. */
    ticketUrl: optionalWebUrlSchema('Ticket URL'),
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
/** The translation table holds exactly the definition's texts (astro check fails otherwise). */
export type EventTextsMatchTable = Assert<Same<EventTexts, Omit<typeof eventTranslations.$inferSelect, 'eventId' | 'locale' | 'imageAlts'>>>;

type EventRow = typeof events.$inferSelect;
type EventFields = ApiFields<EventRow, keyof typeof eventKind.neutral>;

/** An event as the public API sends it (spec section 3, plus the partner listing's two fields); `date` is an ISO 8601 timestamp in UTC. */
export type GuideEvent = EventFields & EventTexts & WithImageAlts & PartnerFields;
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
export const eventInputSchema = contentInputSchema(
  eventKind,
  imageAltsExtra((item) => imageList(item.imageUrl as string | null).length),
);
export type EventInput = z.output<typeof eventInputSchema>;

/** The neutral fields of an event row as the API names them. */
export const readEventFields = apiFieldsReader<EventRow, keyof typeof eventKind.neutral>(neutralKeys(eventKind.neutral));
/** The texts of a translation row (empty ones for a missing language). */
export const pickEventTexts = textPicker(eventKind.texts);
