/** The fixed addresses of issue 20's review pages (shared by its parts). Runs anywhere. */
import type { Locale } from '~/platform/i18n/config';
import { localizePath } from '~/platform/i18n/paths';
import type { ReviewPlaceKind } from './review';

/** A place's page of all its approved reviews: `/restaurant/<id>/reviews`, `/tour/<id>/reviews` (+ `/nl`). */
export function getReviewsPath(kind: ReviewPlaceKind, id: number, lang: Locale): string {
  return localizePath(`/${kind}/${id}/reviews`, lang);
}

/** The form to write a review of a place: `/restaurant/<id>/write-review`, `/tour/<id>/write-review` (+ `/nl`). */
export function getWriteReviewPath(kind: ReviewPlaceKind, id: number, lang: Locale): string {
  return localizePath(`/${kind}/${id}/write-review`, lang);
}
