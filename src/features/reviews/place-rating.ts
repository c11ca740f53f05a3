/** A place's rating as lists, cards and the public API carry it (issue 20). Runs anywhere. */

/** `rating` is the average of the approved reviews (one decimal, null when none); `reviewCount` their number. */
export interface PlaceRating {
  rating: number | null;
  reviewCount: number;
}
