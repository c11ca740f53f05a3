/** Public reads of testimonials. */
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Locale } from '~/platform/i18n/config';
import { pickWritten } from '~/platform/content/translation';
import { pickTestimonialTexts, type Testimonial } from './testimonial';
import type { Db } from '~/db/client';
import { testimonials, testimonialTranslations } from '~/db/schema';

const en = alias(testimonialTranslations, 'en');
const nl = alias(testimonialTranslations, 'nl');

/** The newest testimonials. */
export function listTestimonials(db: Db, lang: Locale, limit: number): Testimonial[] {
  return (
    db
      .select({ t: testimonials, en, nl })
      .from(testimonials)
      // CROSS JOIN keeps testimonials the outer loop, so the newest are read through
      // testimonials_created_idx and SQLite stops after `limit` rows instead of sorting them all.
      .crossJoin(en)
      .leftJoin(nl, and(eq(nl.testimonialId, testimonials.id), eq(nl.locale, 'nl')))
      .where(and(eq(en.testimonialId, testimonials.id), eq(en.locale, 'en')))
      .orderBy(desc(testimonials.createdAt), desc(testimonials.id))
      .limit(limit)
      .all()
      .map(({ t, en: enRow, nl: nlRow }) => {
        return {
          id: t.id,
          ...pickWritten(lang, { en: pickTestimonialTexts(enRow), nl: pickTestimonialTexts(nlRow) }),
          rating: t.rating,
          createdAt: t.createdAt.toISOString(),
        };
      })
  );
}
