/**
 * Shapes of the bilingual demo content. Each item carries its language-neutral fields and an
 * `en` and `nl` block of texts; `illustration` describes the picture the seed draws for it.
 */
import type { Weekday } from '~/platform/dates/weekdays';
import type { tourTranslations } from '~/db/schema';

/** A picture made by the project: an SVG scene rasterised by sharp through the upload pipeline. */
export interface IllustrationSpec {
  /** The kind of scene to draw, chosen from the illustration module's catalogue. */
  scene:
    | 'river'
    | 'rainforest'
    | 'waterfall'
    | 'city'
    | 'market'
    | 'dish'
    | 'drinks'
    | 'music'
    | 'festival'
    | 'beach'
    | 'village'
    | 'wildlife'
    | 'boat'
    | 'portrait';
  /** Two or three hex colours that give the item its own look. */
  palette: string[];
  /** A deterministic variation number so two items of one scene differ. */
  seed: number;
}

export interface SeedRestaurant {
  priceRange: '$' | '$$' | '$$$' | '$$$$';
  rating: number;
  phone: string | null;
  isEditorsPick: boolean;
  /** Seven lowercase weekday keys, values like '11:00-22:00' or 'Closed'. */
  openingHours: Record<'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday', string>;
  illustrations: IllustrationSpec[];
  en: { name: string; description: string; cuisine: string; location: string };
  nl: { name: string; description: string; cuisine: string; location: string };
}

/** A tour's texts in one language: the translation table's text columns. */
export type SeedTourTexts = Omit<typeof tourTranslations.$inferSelect, 'tourId' | 'locale'>;

export interface SeedTour {
  price: number;
  maxPeople: number;
  illustrations: IllustrationSpec[];
  en: SeedTourTexts;
  nl: SeedTourTexts;
}

export interface SeedEvent {
  /** Days from the day the content is loaded (so "upcoming" is never empty). */
  daysFromLoad: number;
  /**
   * The weekday the event falls on, for events named after one ('Bigi Poku Friday'): the date moves
   * on from `daysFromLoad` to the next such day.
   */
  weekday?: Weekday;
  price: number;
  isFeatured: boolean;
  illustration: IllustrationSpec;
  en: { name: string; description: string; category: string; time: string; location: string };
  nl: { name: string; description: string; category: string; time: string; location: string };
}

export interface SeedNews {
  /** Days before the day the content is loaded; null leaves the date empty ('Recently'). */
  daysAgo: number | null;
  isFeatured: boolean;
  illustration: IllustrationSpec;
  en: { title: string; content: string; category: string; excerpt: string };
  nl: { title: string; content: string; category: string; excerpt: string };
}

export interface SeedTestimonial {
  rating: number;
  en: { name: string; country: string; review: string };
  nl: { name: string; country: string; review: string };
}
