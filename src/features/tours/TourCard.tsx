/**
 * A tour in a list (spec section 2): image, category and duration badges, name, description cut
 * to 100 characters, stars from approved reviews (none without), price with $, 'Max {maxPeople} people', duration and location, linking to the
 * tour's page. Astro renders it without hydration, on the tours list and elsewhere.
 */
import type { ReactNode } from 'react';
import { writtenIn } from '~/platform/content/translation';
import LineIcon from '~/ui/LineIcon';
import type { Locale } from '~/platform/i18n/config';
import type { Tour } from './tour';
import { formatPrice } from '~/platform/text/prices';
import { cutDescription } from '~/platform/text/cut-description';
import ResponsivePicture from '~/features/media/ResponsivePicture';
import PartnerBadge from '~/ui/PartnerBadge';
import Badge from '~/ui/Badge';
import { CARD_CLASS, STRETCHED_LINK } from '~/ui/card';
import { slotData, type SlotData } from '~/features/saved';
import { PlaceStars, placeStarsStringKeys } from '~/features/reviews/PlaceStars';

/** The strings a tour card needs (pass them with pickStrings). */
export const tourCardStringKeys = [
  'tours.card.maxPeople',
  'tours.card.perPerson',
  'tours.card.duration',
  'tours.card.location',
  'partner.badge',
  ...placeStarsStringKeys,
] as const;
type TourCardStrings = Record<(typeof tourCardStringKeys)[number], string>;

/** The fields of a tour a card shows. */
type TourCardData = Pick<
  Tour,
  'id' | 'name' | 'description' | 'category' | 'price' | 'currency' | 'duration' | 'maxPeople' | 'location' | 'imageUrl' | 'partner' | 'rating' | 'reviewCount'
>;

export interface TourCardProps {
  tour: TourCardData;
  lang: Locale;
  strings: TourCardStrings;
  /** The tour page address in the page's language. */
  href: string;
  /** Heading level of the tour name: 2 on the tours page, 3 inside a home section. */
  headingLevel?: 2 | 3;
  /** True for the first card at the top of the page (its image is not lazy). */
  priority?: boolean;
  /** Search results: the highlighted snippet (escaped HTML with <mark>) replaces the description. */
  snippetHtml?: string;
  /** The save heart (SaveHeart, an island the page passes as the `save` slot), in the card's corner. */
  save?: ReactNode;
}

const CARD_SIZES = '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

function Icon({ d }: { d: string }) {
  return <LineIcon d={d} size={16} className="shrink-0" />;
}

const ICONS = {
  clock: 'M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
  pin: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  people: 'M16 19v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1M9.5 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM21 19v-1a4 4 0 0 0-3-3.9M16 4.1a3 3 0 0 1 0 5.8',
};

/** One tour card; the whole card is a link through its name. */
/** What a tour's save heart keeps: its duration and place. */
export function tourSaveData(tour: Pick<Tour, 'id' | 'name' | 'imageUrl' | 'duration' | 'location'>): SlotData {
  return slotData('tour', tour, [tour.duration, tour.location]);
}

export default function TourCard({ tour, lang, strings, href, headingLevel = 2, priority = false, snippetHtml, save }: TourCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={CARD_CLASS} data-tour-card={tour.id}>
      <figure className="relative aspect-[3/2] bg-base-200 [&>picture]:size-full">
        <ResponsivePicture
          src={tour.imageUrl}
          alt=""
          widths={[400, 800]}
          sizes={CARD_SIZES}
          width={800}
          height={533}
          priority={priority}
          className="h-full w-full object-cover"
        />
        {tour.category && (
          <Badge kind="category" className="absolute left-3 top-3 shadow" testId="tour-category">
            {tour.category}
          </Badge>
        )}
        {tour.duration && (
          <Badge kind="status" className="absolute right-3 top-3 shadow">
            {tour.duration}
          </Badge>
        )}
        {tour.partner && <PartnerBadge label={strings['partner.badge']} className="absolute bottom-3 left-3 ring-1 ring-neutral-content/50" />}
        {save && (
          <span data-save-slot className="absolute bottom-3 right-3 z-10">
            {save}
          </span>
        )}
      </figure>
      <div className="card-body gap-3 p-5">
        <Heading className="card-title text-lg leading-snug">
          <a href={href} className={STRETCHED_LINK} lang={writtenIn(tour, 'name') ?? undefined}>
            {tour.name}
          </a>
        </Heading>
        <PlaceStars place={tour} lang={lang} strings={strings} />
        {snippetHtml !== undefined ? (
          <p className="text-sm text-base-content/80 [&_mark]:bg-warning/40 [&_mark]:text-inherit" dangerouslySetInnerHTML={{ __html: snippetHtml }} />
        ) : (
          <p className="text-sm text-base-content/80" lang={writtenIn(tour, 'description') ?? undefined}>
            {cutDescription(tour.description, 100)}
          </p>
        )}
        <ul className="space-y-1 text-sm text-base-content/80">
          <li className="flex items-center gap-2">
            <Icon d={ICONS.clock} />
            <span className="sr-only">{`${strings['tours.card.duration']}: `}</span>
            {tour.duration}
          </li>
          <li className="flex items-center gap-2">
            <Icon d={ICONS.pin} />
            <span className="sr-only">{`${strings['tours.card.location']}: `}</span>
            {tour.location}
          </li>
          <li className="flex items-center gap-2">
            <Icon d={ICONS.people} />
            {strings['tours.card.maxPeople'].replace('{maxPeople}', String(tour.maxPeople))}
          </li>
        </ul>
        <p className="mt-auto border-t border-base-300 pt-3">
          <span className="text-2xl font-bold text-primary">{formatPrice(tour.price, tour.currency, lang)}</span>{' '}
          <span className="text-sm text-base-content/70">{strings['tours.card.perPerson']}</span>
        </p>
      </div>
    </article>
  );
}
