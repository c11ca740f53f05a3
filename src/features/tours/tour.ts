/**
 * The tour, declared once: its language-neutral fields (types, limits, the API's messages) and its
 * visitor-facing texts (label, limit, required, the dashboard's string keys). The input schema, the
 * public and admin types, the admin form and the reads are derived from this. Runs anywhere.
 */
import { z } from 'zod';
import { coded } from '~/platform/content/issue-codes';
import type { tours, tourTranslations } from '~/db/schema';
import type { AdminRow, AdminStringKey } from '~/features/admin';
import type { PlaceRating } from '~/features/reviews';
import {
  facebookSchema,
  instagramSchema,
  mapLocationSchema,
  websiteSchema,
  imageAltsExtra,
  imageList,
  imageUrlSchema,
  optionalEmailSchema,
  optionalPhoneSchema,
  type PartnerFields,
  type WithImageAlts,
} from '~/features/content';
import { apiFieldsReader, contentInputSchema, defineContentKind, defineTexts, neutralKeys, textPicker } from '~/platform/content/content-kind';
import type { ApiFields, Assert, Same, TextsOf } from '~/platform/content/content-kind';

/** The currencies a tour can be priced in, the default first. */
export const TOUR_CURRENCIES = ['USD', 'SRD'] as const;

export const tourKind = defineContentKind({
  neutral: {
    price: z.number(coded('priceNumber')).min(0, coded('priceNegative')).max(1_000_000, coded('priceHigh')),
    maxPeople: z.number(coded('maxNumber')).int(coded('maxWhole')).min(1, coded('maxMin')).max(10_000, coded('maxHigh')),
    imageUrl: imageUrlSchema,
    imageUrls: z
      .array(imageUrlSchema)
      .max(12, coded('tooManyImages', { n: 12 }))
      .default([]),
    // The operator's contact (issue 18): each optional; none at all hides 'Contact the operator'.
    operatorWhatsapp: optionalPhoneSchema('Operator WhatsApp', 'adminContent.tours.operatorWhatsapp'),
    operatorPhone: optionalPhoneSchema('Operator phone', 'adminContent.tours.operatorPhone'),
    operatorEmail: optionalEmailSchema('Operator email', 'adminContent.tours.operatorEmail'),
    // The business picks the currency of its price; tours were in USD before there was a choice.
    currency: z.enum(TOUR_CURRENCIES, coded('currency')).default('USD'),
    website: websiteSchema,
    facebook: facebookSchema,
    instagram: instagramSchema,
    mapLocation: mapLocationSchema,
  },
  texts: defineTexts<AdminStringKey>()({
    name: { label: 'Name', max: 120, required: true, admin: { label: 'adminContent.tours.name' } },
    description: { label: 'Description', max: 4000, required: true, admin: { label: 'adminContent.tours.description', rows: 4 } },
    category: {
      label: 'Category',
      max: 80,
      required: true,
      admin: { label: 'adminContent.tours.category', hint: 'adminContent.tours.categoryHint' },
    },
    duration: {
      label: 'Duration',
      max: 80,
      required: true,
      admin: { label: 'adminContent.tours.duration', placeholder: 'adminContent.tours.durationPlaceholder' },
    },
    location: { label: 'Location', max: 200, required: true, admin: { label: 'adminContent.tours.location' } },
    operator: { label: 'Operator', max: 120, required: true, admin: { label: 'adminContent.tours.operator' } },
    meetingPoint: { label: 'Meeting point', max: 200, admin: { label: 'adminContent.tours.meetingPoint', hint: 'adminContent.tours.meetingPointHint' } },
    // What the business promises, in its own words (never a text of the guide's): empty hides it on the page.
    availability: { label: 'Availability', max: 120, admin: { label: 'adminContent.tours.availability', hint: 'adminContent.tours.availabilityHint' } },
    cancellationPolicy: {
      label: 'Cancellation policy',
      max: 600,
      admin: { label: 'adminContent.tours.cancellationPolicy', hint: 'adminContent.tours.cancellationPolicyHint', rows: 3 },
    },
    whatToBring: { label: 'What to Bring', list: true, admin: { label: 'adminContent.tours.whatToBring' } },
    dailyItinerary: { label: 'Daily Itinerary', list: true, admin: { label: 'adminContent.tours.dailyItinerary', ordered: true } },
    included: { label: "What's Included", list: true, admin: { label: 'adminContent.tours.included' } },
  }),
});

/** The texts of one language. */
type TourTexts = TextsOf<typeof tourKind.texts>;
/**
 * The translation table holds exactly the definition's texts (astro check fails otherwise). Exported
 * only so the compiler keeps the check; nothing imports it.
 * @public
 */
export type TourTextsMatchTable = Assert<Same<TourTexts, Omit<typeof tourTranslations.$inferSelect, 'tourId' | 'locale' | 'imageAlts'>>>;

type TourRow = typeof tours.$inferSelect;
type TourNeutralKey = keyof typeof tourKind.neutral;

/**
 * A tour as the public API sends it (spec section 3, plus the partner listing's two fields); `rating` and
 * `reviewCount` come from its approved reviews (issue 20).
 */
export type Tour = ApiFields<TourRow, TourNeutralKey> & TourTexts & WithImageAlts & PartnerFields & PlaceRating;
/** A tour as the admin API sends it: every language's texts side by side. */
export type AdminTour = AdminRow<ApiFields<TourRow, TourNeutralKey>, TourTexts & WithImageAlts>;

/** The admin API's input (also the spec's flat shape); `translations.*.imageAlts` align with [imageUrl, ...imageUrls]. */
export const tourInputSchema = contentInputSchema(
  tourKind,
  imageAltsExtra((item) => imageList(item.imageUrl as string, item.imageUrls as string[]).length),
);
export type TourInput = z.output<typeof tourInputSchema>;

/** The neutral fields of a tour row as the API names them. */
export const readTourFields = apiFieldsReader<TourRow, TourNeutralKey>(neutralKeys(tourKind.neutral));
/** The texts of a translation row (empty ones for a missing language). */
export const pickTourTexts = textPicker(tourKind.texts);
