/** The addresses of the review pages (issue 20), shared by the parts that link to each other. Runs anywhere. */
import { localizePath, type Locale } from '~/i18n';
import type { ReviewPlaceKind } from './review';

/** A place's page of all its approved reviews: `/restaurant/<id>/reviews`, `/nl/tour/<id>/reviews`. */
export function getReviewsPath(kind: ReviewPlaceKind, id: number, lang: Locale): string {
  return localizePath(`/${kind}/${id}/reviews`, lang);
}

/** The form that writes a review of a place: `/review/restaurant/<id>`, `/nl/review/tour/<id>`. */
export function getWriteReviewPath(kind: ReviewPlaceKind, id: number, lang: Locale): string {
  return localizePath(`/review/${kind}/${id}`, lang);
}
