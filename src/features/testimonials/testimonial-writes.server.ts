/** Writes of testimonials (demo content; there is no admin screen for them). */
import type { TestimonialInput } from './testimonial';
import type { Db } from '~/db/client';
import { testimonials, testimonialTranslations } from '~/db/schema';

/** Creates a testimonial and returns its id. */
export function createTestimonial(db: Db, input: TestimonialInput): number {
  return db.transaction((tx) => {
    const { id } = tx.insert(testimonials).values({ rating: input.rating }).returning({ id: testimonials.id }).get();
    for (const [locale, texts] of Object.entries(input.translations)) {
      tx.insert(testimonialTranslations)
        .values({ testimonialId: id, locale, ...texts })
        .run();
    }
    return id;
  });
}
