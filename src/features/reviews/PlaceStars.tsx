/**
 * A place's stars on cards and page headers (issue 20): the average of its approved reviews with their
 * number, or nothing at all when it has none. Renders without hydration; islands reuse it.
 */
import StarRating from '~/ui/StarRating';
import type { PlaceRating } from './place-rating';

/** The strings PlaceStars needs (pickStrings(lang, placeStarsStringKeys)). */
export const placeStarsStringKeys = ['rating.fromOne', 'rating.fromMany'] as const;
export type PlaceStarsStrings = Record<(typeof placeStarsStringKeys)[number], string>;

const fill = (template: string, key: string, value: string | number) => template.replace(`{${key}}`, String(value));

// One formatter per language: building an Intl formatter costs far more than using one, and a
// list renders 24 cards (it was the largest cost in the list page's CPU profile).
const ratingFormats = new Map<string, Intl.NumberFormat>();

/** A rating as shown: one decimal, with the language's decimal sign. */
export function formatRating(rating: number, lang: 'en' | 'nl'): string {
  let format = ratingFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang === 'nl' ? 'nl-SR' : 'en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    ratingFormats.set(lang, format);
  }
  return format.format(rating);
}

/**
 * A place's stars from its approved reviews with their number, e.g. '4.5 (3)'; nothing at all for a place without
 * approved reviews (issue 20: a place with no reviews claims none).
 */
export function PlaceStars({ place, lang, strings, size }: { place: PlaceRating; lang: 'en' | 'nl'; strings: PlaceStarsStrings; size?: 'sm' | 'md' }) {
  if (place.rating === null || place.reviewCount <= 0) return null;
  const value = formatRating(place.rating, lang);
  const label = fill(fill(place.reviewCount === 1 ? strings['rating.fromOne'] : strings['rating.fromMany'], 'rating', value), 'count', place.reviewCount);
  return <StarRating rating={place.rating} label={label} showValue valueText={`${value} (${place.reviewCount})`} size={size} />;
}
