/**
 * The restaurant, declared once: its language-neutral fields (types, limits, the API's messages) and
 * its visitor-facing texts. The input schema, the public and admin types, the admin form's texts and
 * the reads are derived from this. Runs anywhere.
 */
import { z } from 'zod';
import { coded, codedIssue } from '~/platform/content/issue-codes';
import type { restaurants, restaurantTranslations } from '~/db/schema';
import type { AdminRow, AdminStringKey } from '~/features/admin';
import {
  facebookSchema,
  imageAltsExtra,
  imageList,
  imageUrlSchema,
  instagramSchema,
  mapLocationSchema,
  optionalEmailSchema,
  optionalPhoneSchema,
  websiteSchema,
  type PartnerFields,
  type WithImageAlts,
} from '~/features/content';
import type { PlaceRating } from '~/features/reviews';
import { weekdays } from '~/platform/dates/weekdays';
import { normalizeDayHoursInput } from '~/platform/dates/opening-hours';
import { apiFieldsReader, contentInputSchema, defineContentKind, defineTexts, neutralKeys, textPicker } from '~/platform/content/content-kind';
import type { ApiFields, Assert, Same, TextsOf } from '~/platform/content/content-kind';

/**
 * Each day stored strictly (src/platform/dates/opening-hours.ts): 'Closed' or 'HH:MM-HH:MM' ranges. The API also
 * takes the spec's own '9:00-17:00' and '9:00 - 17:00' and stores them as '09:00-17:00'.
 */
const openingHoursSchema = z
  .record(
    z.string(),
    z
      .string()
      .trim()
      .max(60, coded('hoursLong', { n: 60 }))
      .transform((v, ctx) => {
        const stored = normalizeDayHoursInput(v);
        if (stored === undefined) ctx.addIssue(codedIssue('hoursFormat'));
        return stored ?? v;
      }),
  )
  .refine((o) => Object.keys(o).every((k) => (weekdays as readonly string[]).includes(k)), {
    message: 'Opening hours keys must be lowercase weekday names',
  });

export const restaurantKind = defineContentKind({
  neutral: {
    priceRange: z.enum(['$', '$$', '$$$', '$$$$'], coded('priceRange')),
    imageUrl: imageUrlSchema,
    imageUrls: z
      .array(imageUrlSchema)
      .max(12, coded('tooManyImages', { n: 12 }))
      .default([]),
    phone: z
      .string()
      .trim()
      .max(40, coded('phoneLong', { n: 40 }))
      .nullable()
      .default(null),
    openingHours: openingHoursSchema.default({}),
    isEditorsPick: z.boolean().default(false),
    // What the business puts on its listing, each optional: '' hides its link on the page.
    website: websiteSchema,
    whatsapp: optionalPhoneSchema('WhatsApp', 'adminContent.links.whatsapp'),
    email: optionalEmailSchema('Email', 'adminContent.links.email'),
    facebook: facebookSchema,
    instagram: instagramSchema,
    mapLocation: mapLocationSchema,
  },
  texts: defineTexts<AdminStringKey>()({
    name: { label: 'Name', max: 120, required: true, admin: { label: 'adminContent.restaurants.name' } },
    description: { label: 'Description', max: 2000, required: true, admin: { label: 'adminContent.restaurants.description', rows: 4 } },
    cuisine: { label: 'Cuisine', max: 80, required: true, admin: { label: 'adminContent.restaurants.cuisine' } },
    location: { label: 'Location', max: 200, required: true, admin: { label: 'adminContent.restaurants.location' } },
  }),
});

/** The texts of one language. */
export type RestaurantTexts = TextsOf<typeof restaurantKind.texts>;
/**
 * The translation table holds exactly the definition's texts (astro check fails otherwise). Exported
 * only so the compiler keeps the check; nothing imports it.
 * @public
 */
export type RestaurantTextsMatchTable = Assert<
  Same<RestaurantTexts, Omit<typeof restaurantTranslations.$inferSelect, 'restaurantId' | 'locale' | 'imageAlts'>>
>;

type RestaurantRow = typeof restaurants.$inferSelect;
type RestaurantFields = ApiFields<RestaurantRow, keyof typeof restaurantKind.neutral>;

/**
 * A restaurant as the public API sends it (spec section 3, plus the partner listing's two fields); `rating` and
 * `reviewCount` come from its approved reviews (issue 20), never typed by an editor.
 */
export type Restaurant = RestaurantFields & RestaurantTexts & WithImageAlts & PartnerFields & PlaceRating;
/** A restaurant as the admin API sends it: every language's texts side by side. */
export type AdminRestaurant = AdminRow<RestaurantFields, RestaurantTexts & WithImageAlts>;

/** The admin API's input (also the spec's flat shape); `translations.*.imageAlts` align with [imageUrl, ...imageUrls]. */
export const restaurantInputSchema = contentInputSchema(
  restaurantKind,
  imageAltsExtra((item) => imageList(item.imageUrl as string, item.imageUrls as string[]).length),
);
export type RestaurantInput = z.output<typeof restaurantInputSchema>;

/** The neutral fields of a restaurant row as the API names them. */
export const readRestaurantFields = apiFieldsReader<RestaurantRow, keyof typeof restaurantKind.neutral>(neutralKeys(restaurantKind.neutral));
/** The texts of a translation row (empty ones for a missing language). */
export const pickRestaurantTexts = textPicker(restaurantKind.texts);
