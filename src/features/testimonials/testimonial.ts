/**
 * The testimonial, declared once (demo content; the dashboard does not edit it): its rating and its
 * texts. The input schema, the public type and the reads are derived from this. Runs anywhere.
 */
import { z } from 'zod';
import type { testimonials, testimonialTranslations } from '~/db/schema';
import { defineContentKind, textPicker, translationsSchema } from '~/platform/content/content-kind';
import type { ApiFields, Assert, Same, TextsOf } from '~/platform/content/content-kind';

const testimonialKind = defineContentKind({
  neutral: { rating: z.number().int().min(1).max(5) },
  texts: {
    name: { label: 'Name', max: 120, required: true },
    country: { label: 'Country', max: 80, required: true },
    review: { label: 'Review', max: 2000, required: true },
  } as const,
});

/** The texts of one language. */
type TestimonialTexts = TextsOf<typeof testimonialKind.texts>;
/**
 * The translation table holds exactly the definition's texts (astro check fails otherwise). Exported
 * only so the compiler keeps the check; nothing imports it.
 * @public
 */
export type TestimonialTextsMatchTable = Assert<Same<TestimonialTexts, Omit<typeof testimonialTranslations.$inferSelect, 'testimonialId' | 'locale'>>>;

/** A testimonial as the home page gets it. */
export type Testimonial = ApiFields<typeof testimonials.$inferSelect, keyof typeof testimonialKind.neutral> & TestimonialTexts;

/** The seed's input: the rating and the texts per language (no flat shape: no client sends testimonials). */
export const testimonialInputSchema = z.object({ ...testimonialKind.neutral, translations: translationsSchema(testimonialKind.texts) });
export type TestimonialInput = z.output<typeof testimonialInputSchema>;

/** The texts of a translation row (empty ones for a missing language). */
export const pickTestimonialTexts = textPicker(testimonialKind.texts);

/**
 * The home page's order (issue 20): the best testimonial first (highest rating, then newest), the
 * others after it as they came (newest first). The API keeps its newest-first order.
 */
export function leadWithBest<T extends { id: number; rating: number; createdAt: string }>(items: readonly T[]): T[] {
  let best: T | undefined;
  for (const item of items) {
    if (
      !best ||
      item.rating > best.rating ||
      (item.rating === best.rating && (item.createdAt > best.createdAt || (item.createdAt === best.createdAt && item.id > best.id)))
    )
      best = item;
  }
  return best ? [best, ...items.filter((i) => i !== best)] : [];
}
