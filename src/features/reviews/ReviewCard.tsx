/**
 * One approved review: first name and country, stars, how long ago (from the server clock), the
 * visit month, the comment as plain text (escaped; a link stays text) and a public reply under it.
 * A note says the language it was written in when that is not the page's.
 * Astro renders it on the server, with no hydration; an island can render the same component.
 */
import type { ReactElement } from 'react';
import type { Locale } from '~/platform/i18n/config';
import { countryNameIn } from '~/platform/i18n/country-name';
import { fillTemplate } from '~/ui/lists/format';
import StarRating from '~/ui/StarRating';
import type { PublicReview } from './review';
import { formatRelativeDate, formatVisitMonth } from './review-format';

/** The strings a review needs: `pickStrings(lang, reviewCardStringKeys)`. */
export const reviewCardStringKeys = [
  'reviews.from',
  'reviews.ratingLabel',
  'reviews.visited',
  'reviews.writtenIn.en',
  'reviews.writtenIn.nl',
  'reviews.reply.business',
  'reviews.reply.guide',
] as const;
type ReviewCardStrings = Record<(typeof reviewCardStringKeys)[number], string>;

export interface ReviewCardProps {
  review: PublicReview;
  lang: Locale;
  strings: ReviewCardStrings;
  /** The server clock's moment, so 'how long ago' is the same for every review of the page. */
  now: Date;
  /** The heading level of the writer's name. */
  level?: 'h3' | 'h2';
}

/** One review's card. */
export default function ReviewCard({ review: r, lang, strings, now, level = 'h3' }: ReviewCardProps): ReactElement {
  const Name = level;
  return (
    <article className="card h-full border border-base-300 bg-base-100 p-5 shadow-sm" data-review={r.id} lang={r.locale}>
      <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1" lang={lang}>
        <div>
          <Name className="font-semibold" dir="auto" data-review-author>
            {r.authorName}
          </Name>
          <p className="text-sm text-base-content/75" dir="auto">
            {fillTemplate(strings['reviews.from'], { country: countryNameIn(r.country, lang) })}
          </p>
        </div>
        <p className="text-sm text-base-content/75">
          <time dateTime={r.createdAt.toISOString()}>{formatRelativeDate(r.createdAt, now, lang)}</time>
        </p>
      </header>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 text-sm text-base-content/75" lang={lang}>
        <StarRating rating={r.rating} label={fillTemplate(strings['reviews.ratingLabel'], { rating: r.rating })} />
        <span>{fillTemplate(strings['reviews.visited'], { month: formatVisitMonth(r.visitMonth, lang) })}</span>
      </p>
      <p className="mt-2 whitespace-pre-line break-words text-base-content/90" dir="auto" data-review-comment>
        {r.comment}
      </p>
      {r.locale !== lang && (
        <p className="mt-2 text-xs italic text-base-content/70" lang={lang}>
          {strings[`reviews.writtenIn.${r.locale}`]}
        </p>
      )}
      {r.reply && (
        <div className="mt-3 rounded-box border-l-4 border-primary bg-base-200 p-3 text-sm" data-review-reply>
          <p className="font-semibold" lang={lang}>
            {strings[r.reply.from === 'business' ? 'reviews.reply.business' : 'reviews.reply.guide']}
          </p>
          <p className="mt-1 whitespace-pre-line break-words" dir="auto">
            {r.reply.text}
          </p>
        </div>
      )}
    </article>
  );
}
