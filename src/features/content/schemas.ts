/**
 * Input schemas of the content kinds, shared by the admin forms and the admin endpoints.
 * English texts are required where the spec's fields are non-null; Dutch may stay empty and
 * then falls back to English on the public site. The four admin kinds also take the spec's flat
 * texts as the English ones (flat-texts.ts).
 */
import { z } from 'zod';
import { weekdays } from '~/platform/dates/weekdays';
import { acceptFlatEnglish } from '~/platform/content/flat-texts';

/** An image address: a stored upload ('/objects/uploads/{id}') or an https URL. */
export const imageUrlSchema = z
  .string()
  .trim()
  .min(1, 'Image is required')
  .max(500, 'Image URL is too long')
  .refine((v) => /^\/objects\/uploads\/[a-z0-9][a-z0-9-]{7,63}$/.test(v) || /^https:\/\/[^\s]+$/.test(v), {
    message: 'Image URL must be an uploaded image or an https address',
  });

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);
const textList = (label: string) =>
  z
    .array(
      z
        .string({ error: `${label} items must be text` })
        .trim()
        .min(1, `${label} items cannot be empty`)
        .max(300, `${label} items must be at most 300 characters`),
      { error: `${label} must be a list` },
    )
    .max(30, `${label} can have at most 30 items`);

/** A translatable field: a bounded text, or a list of texts. */
type FieldSpec = readonly [label: string, max: number] | readonly [label: string, kind: 'list'];

type TextShape<S extends Record<string, FieldSpec>, Required extends boolean> = {
  [K in keyof S]: S[K] extends readonly [string, 'list']
    ? z.ZodDefault<ReturnType<typeof textList>>
    : Required extends true
      ? z.ZodString
      : z.ZodDefault<z.ZodString>;
};

function buildTextShape<S extends Record<string, FieldSpec>, R extends boolean>(spec: S, required: R): TextShape<S, R> {
  return Object.fromEntries(
    Object.entries(spec).map(([key, [label, kind]]) => {
      if (kind === 'list') return [key, textList(label).default([])];
      const base = text(label, kind);
      return [key, required ? base.min(1, `${label} is required`) : base.default('')];
    }),
  ) as TextShape<S, R>;
}

/** The {en, nl} translations object: English required where the spec's field is non-null, Dutch optional. */
function translations<S extends Record<string, FieldSpec>>(spec: S) {
  return z.object(
    {
      en: z.object(buildTextShape(spec, true), { error: 'English texts are required' }),
      // Every Dutch field has a default, so an absent `nl` parses as all-empty (English shows).
      nl: z.object(buildTextShape(spec, false)).prefault({} as never),
    },
    { error: 'Translations are required' },
  );
}

export const restaurantTextFields = {
  name: ['Name', 120],
  description: ['Description', 2000],
  cuisine: ['Cuisine', 80],
  location: ['Location', 200],
} as const;

const openingHoursSchema = z
  .record(z.string(), z.string().trim().max(60, 'Opening hours must be at most 60 characters'))
  .refine((o) => Object.keys(o).every((k) => (weekdays as readonly string[]).includes(k)), {
    message: 'Opening hours keys must be lowercase weekday names',
  });

const restaurantNestedSchema = z.object({
  priceRange: z.enum(['$', '$$', '$$$', '$$$$'], { error: 'Price range must be $, $$, $$$ or $$$$' }),
  rating: z
    .number({ error: 'Rating must be a number' })
    .min(1, 'Rating must be between 1.0 and 5.0')
    .max(5, 'Rating must be between 1.0 and 5.0')
    .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9, { message: 'Rating must have at most one decimal' }),
  imageUrl: imageUrlSchema,
  imageUrls: z.array(imageUrlSchema).max(12, 'At most 12 images').default([]),
  phone: z.string().trim().max(40, 'Phone must be at most 40 characters').nullable().default(null),
  openingHours: openingHoursSchema.default({}),
  isEditorsPick: z.boolean().default(false),
  translations: translations(restaurantTextFields),
});
export const restaurantInputSchema = acceptFlatEnglish(restaurantNestedSchema, restaurantTextFields);
export type RestaurantInput = z.output<typeof restaurantInputSchema>;

export const eventTextFields = {
  name: ['Name', 120],
  description: ['Description', 2000],
  category: ['Category', 80],
  time: ['Time', 40],
  location: ['Location', 200],
} as const;

const eventNestedSchema = z.object({
  date: z.coerce.date({ error: 'Date must be a valid date' }).refine((d) => !Number.isNaN(d.getTime()), { message: 'Date must be a valid date' }),
  price: z.coerce.number({ error: 'Price must be a number' }).min(0, 'Price cannot be negative').max(1_000_000, 'Price is too high').default(0),
  imageUrl: imageUrlSchema.nullable().default(null),
  isFeatured: z.boolean().default(false),
  translations: translations(eventTextFields),
});
export const eventInputSchema = acceptFlatEnglish(eventNestedSchema, eventTextFields);
export type EventInput = z.output<typeof eventInputSchema>;

export const newsTextFields = {
  title: ['Title', 200],
  content: ['Content', 20_000],
  category: ['Category', 80],
  excerpt: ['Excerpt', 500],
} as const;

const newsNestedSchema = z.object({
  imageUrl: imageUrlSchema,
  isFeatured: z.boolean().default(false),
  publishedAt: z.coerce.date({ error: 'Published date must be a valid date' }).nullable().optional(),
  translations: translations(newsTextFields),
});
export const newsInputSchema = acceptFlatEnglish(newsNestedSchema, newsTextFields);
export type NewsInput = z.output<typeof newsInputSchema>;

export const testimonialInputSchema = z.object({
  rating: z.number().int().min(1).max(5),
  translations: translations({ name: ['Name', 120], country: ['Country', 80], review: ['Review', 2000] } as const),
});
export type TestimonialInput = z.output<typeof testimonialInputSchema>;
