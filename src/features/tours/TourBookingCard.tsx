/**
 * The tour's price card: price per person, the key facts, 'Contact the operator' (when the tour has a contact) and the
 * operator's cancellation policy. Availability and policy are the business's own words: shown only when written.
 * Astro renders it on the server. The contact block (TourContact.astro) comes in as the `contact` slot: it reads the
 * site's own contact from the server configuration and carries its small date script, neither of which a React part may.
 */
import type { ReactElement, ReactNode } from 'react';
import type { Locale } from '~/platform/i18n/config';
import { formatPrice } from '~/platform/text/prices';
import { fillTemplate } from '~/ui/lists/format';
import LineIcon from '~/ui/LineIcon';
import type { Tour } from './tour';

/** The strings the card needs: `pickStrings(lang, tourBookingCardStringKeys)`. */
export const tourBookingCardStringKeys = [
  'tour.price',
  'tour.perPerson',
  'tour.duration',
  'tour.location',
  'tour.meetingPoint',
  'tour.groupSize',
  'tour.maxParticipants',
  'tour.availability',
  'tour.cancellation.title',
] as const;
type TourBookingCardStrings = Record<(typeof tourBookingCardStringKeys)[number], string>;

export interface TourBookingCardProps {
  tour: Tour;
  lang: Locale;
  strings: TourBookingCardStrings;
  /** 'Contact the operator' (TourContact.astro, passed as the `contact` slot), between the facts and the policy. */
  contact?: ReactNode;
}

/** The card beside the tour's description. */
export default function TourBookingCard({ tour, lang, strings, contact }: TourBookingCardProps): ReactElement {
  const facts = [
    { label: strings['tour.duration'], value: tour.duration, icon: 'M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z' },
    {
      label: strings['tour.location'],
      value: tour.location,
      icon: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
    },
    { label: strings['tour.meetingPoint'], value: tour.meetingPoint, icon: 'M5 21V4m0 0h11l-2 4 2 4H5' },
    {
      label: strings['tour.groupSize'],
      value: fillTemplate(strings['tour.maxParticipants'], { maxPeople: tour.maxPeople }),
      icon: 'M16 19v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1M9.5 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM21 19v-1a4 4 0 0 0-3-3.9M16 4.1a3 3 0 0 1 0 5.8',
    },
    {
      label: strings['tour.availability'],
      value: tour.availability,
      icon: 'M8 2v4M16 2v4M3 10h18M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z',
    },
  ].filter((f) => f.value);
  return (
    <section aria-labelledby="tour-price-title" className="card border border-base-300 bg-base-100 shadow-md" data-tour-booking>
      <div className="card-body gap-4 p-6">
        <h2 id="tour-price-title" className="sr-only">
          {strings['tour.price']}
        </h2>
        <p>
          <span className="text-4xl font-extrabold text-primary" data-testid="tour-price">
            {formatPrice(tour.price, tour.currency, lang)}
          </span>
          <span className="ml-1 text-base-content/75">{strings['tour.perPerson']}</span>
        </p>
        <dl className="space-y-3">
          {facts.map((f) => (
            <div key={f.label} className="relative pl-8">
              <dt className="text-sm text-base-content/70">
                <LineIcon d={f.icon} size={20} className="absolute left-0 top-0.5 text-primary" />
                {f.label}
              </dt>
              <dd className="font-medium">{f.value}</dd>
            </div>
          ))}
        </dl>
        {contact}
        {tour.cancellationPolicy && (
          <div className="rounded-box bg-base-200 p-4 text-sm">
            <h3 className="font-semibold">{strings['tour.cancellation.title']}</h3>
            <p className="mt-1 whitespace-pre-line text-base-content/85" data-testid="tour-cancellation">
              {tour.cancellationPolicy}
            </p>
          </div>
        )}
      </div>
    </section>
  );
}
