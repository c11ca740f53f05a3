/**
 * Shapes of the bilingual demo content. Each item carries its language-neutral fields and an
 * `en` and `nl` block of texts; `illustration` describes the picture the seed draws for it.
 */
import type { Weekday } from '~/platform/dates/weekdays';
import type { eventTranslations, newsTranslations, restaurantTranslations, testimonialTranslations, tourTranslations } from '~/db/schema';

/** The texts of one language: the text columns of a translation table (drizzle's row type). */
/** The images' alt texts are not written per item: the seed words them from the illustrations (content/illustration-alts.ts). */
type SeedTexts<T extends { $inferSelect: object }, Owner extends string> = Omit<T['$inferSelect'], Owner | 'locale' | 'imageAlts'>;

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
    | 'grill'
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
  /** What the scene shows, for scenes with named variants (illustrations/variants.ts: a dish 'roti', a grill 'fish'). */
  variant?: string;
}

export interface SeedRestaurant {
  priceRange: '$' | '$$' | '$$$' | '$$$$';
  phone: string | null;
  isEditorsPick: boolean;
  whatsapp?: string;
  email?: string;
  /** What a business puts on its listing (fictional: example domains and handles); absent ones stay empty. */
  website?: string;
  facebook?: string;
  instagram?: string;
  /** Coordinates 'lat, lng' or a Google Maps link. */
  mapLocation?: string;
  /** Seven lowercase weekday keys, values like '11:00-22:00' or 'Closed'. */
  openingHours: Record<'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday', string>;
  illustrations: IllustrationSpec[];
  en: SeedTexts<typeof restaurantTranslations, 'restaurantId'>;
  nl: SeedTexts<typeof restaurantTranslations, 'restaurantId'>;
}

/** A tour's texts in one language. */
type SeedTourTexts = SeedTexts<typeof tourTranslations, 'tourId'>;

export interface SeedTour {
  price: number;
  maxPeople: number;
  /** The operator's contact (issue 18); absent ones stay empty. */
  operatorWhatsapp?: string;
  operatorPhone?: string;
  operatorEmail?: string;
  /** What a business puts on its listing (fictional: example domains and handles); absent ones stay empty. */
  website?: string;
  facebook?: string;
  instagram?: string;
  /** Coordinates 'lat, lng' or a Google Maps link. */
  mapLocation?: string;
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
  /** A weekly event: every `weekday` from its date on, with no last date, ending at `endTime` ('HH:MM', '' for none). */
  weekly?: { endTime: string };
  price: number;
  isFeatured: boolean;
  /** A fictional ticket or info address (issue 18); absent: 'Tickets at the door' or free. */
  ticketUrl?: string;
  illustration: IllustrationSpec;
  en: SeedTexts<typeof eventTranslations, 'eventId'>;
  nl: SeedTexts<typeof eventTranslations, 'eventId'>;
}

export interface SeedNews {
  /** Days before the day the content is loaded; null leaves the date empty ('Recently'). */
  daysAgo: number | null;
  isFeatured: boolean;
  illustration: IllustrationSpec;
  en: SeedTexts<typeof newsTranslations, 'newsId'>;
  nl: SeedTexts<typeof newsTranslations, 'newsId'>;
}

export interface SeedTestimonial {
  rating: number;
  en: SeedTexts<typeof testimonialTranslations, 'testimonialId'>;
  nl: SeedTexts<typeof testimonialTranslations, 'testimonialId'>;
}

/**
 * A demo visitor review (issue 20), stored approved and `is_demo`: the place by its position in the
 * seed's list (restaurants and tours are created in that order), written `daysAgo` days before the
 * seed's clock after a visit `visitedDaysAgo` days before it.
 */
export interface SeedReview {
  kind: 'restaurant' | 'tour';
  /** Index in seedRestaurants / seedTours. */
  place: number;
  rating: 1 | 2 | 3 | 4 | 5;
  /** A fictional first name. */
  authorName: string;
  /** A real country, as the writer typed it in their language. */
  country: string;
  locale: 'en' | 'nl';
  comment: string;
  daysAgo: number;
  visitedDaysAgo: number;
  reply?: { from: 'business' | 'guide'; text: string; daysAgo: number };
}
