/**
 * A restaurant card (spec section 2, restaurants list). Astro renders it to plain HTML on the
 * server; a filter or page click on the list swaps in that page's cards (ListFilters), never redrawn in the browser.
 */
import type { ReactNode } from 'react';
import { writtenIn } from '~/platform/content/translation';
import LineIcon from '~/ui/LineIcon';
import { toTelHref } from '~/platform/text/tel-href';
import type { StringKey } from '~/i18n';
import type { Restaurant } from './restaurant';
import { describeOpenLine, describeTodayHours, openLineStringKeys } from './hours-view';
import { getPriceLevel } from './price-range';
import { cutDescription } from '~/platform/text/cut-description';
import ResponsivePicture from '~/features/media/ResponsivePicture';
import PriceLevel from './PriceLevel';
import { formatRating, PlaceStars } from '~/features/reviews/PlaceStars';
import PartnerBadge from '~/ui/PartnerBadge';
import Badge from '~/ui/Badge';
import { CARD_CLASS, STRETCHED_LINK } from '~/ui/card';
import { slotData, type SlotData } from '~/features/saved';

/** The strings a card needs: `pickStrings(lang, restaurantCardStringKeys)`. */
export const restaurantCardStringKeys = [
  'editorsPick.badge',
  'partner.badge',
  'rating.fromOne',
  'rating.fromMany',
  'hours.none',
  'hours.closed',
  'hours.openToday',
  'restaurants.priceLevel',
  'restaurants.phone',
  'restaurants.location',
  ...openLineStringKeys,
] as const satisfies readonly StringKey[];

type RestaurantCardStrings = Record<(typeof restaurantCardStringKeys)[number], string>;

export type RestaurantCardData = Pick<
  Restaurant,
  | 'id'
  | 'name'
  | 'description'
  | 'cuisine'
  | 'priceRange'
  | 'rating'
  | 'reviewCount'
  | 'imageUrl'
  | 'location'
  | 'phone'
  | 'openingHours'
  | 'isEditorsPick'
  | 'partner'
>;

export interface RestaurantCardProps {
  restaurant: RestaurantCardData;
  strings: RestaurantCardStrings;
  lang: 'en' | 'nl';
  /** The moment whose weekday picks today's hours (Paramaribo time). */
  now: Date;
  /** True for the first card: its image is the largest at the top of the page. */
  priority?: boolean;
  /** Heading level of the name: 2 on the list page, 3 under a section heading (search results). */
  headingLevel?: 2 | 3;
  /** Search results: the highlighted snippet (escaped HTML with <mark>) replaces the description. */
  snippetHtml?: string;
  /** The save heart (SaveHeart, an island the page passes as the `save` slot), in the card's corner. */
  save?: ReactNode;
}

const fill = (template: string, key: string, value: string | number) => template.replace(`{${key}}`, String(value));

export { toTelHref };
export { formatRating, PlaceStars };

function Icon({ d }: { d: string }) {
  return <LineIcon d={d} size={16} round={false} className="mt-0.5 shrink-0 text-primary" />;
}

const SNIPPET_CLASS = 'text-sm text-base-content/80 [&_mark]:bg-warning/40 [&_mark]:text-inherit';
const ICON_PIN = 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z';
const ICON_PHONE = 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z';
const ICON_CLOCK = 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-13v4l3 2';

/**
 * "Open now · closes at 10:00 PM" or "Closed · opens at …" with a coloured dot; nothing when today's hours are unknown.
 * With `hours` the line is marked true only now (`data-time-bound`) and carries the hours, so a kept offline copy can
 * work it out again on the device (./open-line-refresh.ts), or hide it (the service worker) rather than show a stale one.
 */
export function OpenLine({ line, hours }: { line: { open: boolean; text: string } | null; hours?: Record<string, string> }) {
  if (!line) return null;
  return (
    <span
      className="inline-flex items-center gap-1.5 font-semibold"
      data-open-line={line.open ? 'open' : 'closed'}
      {...(hours ? { 'data-time-bound': 'now', 'data-hours': JSON.stringify(hours) } : {})}
    >
      <span aria-hidden="true" className={`inline-block h-2 w-2 rounded-full ${line.open ? 'bg-success' : 'bg-error'}`} />
      <span data-open-line-text>{line.text}</span>
    </span>
  );
}

/** One restaurant in the list: picture, name, rating, badge, short description and facts; the whole card is a link through its name, as on tour cards. */
/** What a restaurant's save heart keeps: its cuisine and place. */
export function restaurantSaveData(r: Pick<RestaurantCardData, 'id' | 'name' | 'imageUrl' | 'cuisine' | 'location'>): SlotData {
  return slotData('restaurant', r, [r.cuisine, r.location]);
}

export default function RestaurantCard({ restaurant: r, strings, lang, now, priority = false, headingLevel = 2, snippetHtml, save }: RestaurantCardProps) {
  const openLine = describeOpenLine(r.openingHours, now, lang, strings);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = `${lang === 'nl' ? '/nl' : ''}/restaurant/${r.id}`;
  return (
    <article className={CARD_CLASS} data-restaurant-card={r.id}>
      <figure className="relative aspect-[3/2] bg-base-200">
        <ResponsivePicture
          src={r.imageUrl}
          alt=""
          widths={[400, 800]}
          sizes="(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 48vw, 100vw"
          width={1200}
          height={800}
          priority={priority}
          className="h-full w-full object-cover"
        />
        {r.isEditorsPick && (
          <Badge kind="pick" className="absolute left-3 top-3 shadow">
            {strings['editorsPick.badge']}
          </Badge>
        )}
        {r.partner && <PartnerBadge label={strings['partner.badge']} className="absolute bottom-3 left-3 ring-1 ring-neutral-content/50" />}
        {save && (
          <span data-save-slot className="absolute right-3 top-3 z-10">
            {save}
          </span>
        )}
      </figure>
      <div className="card-body gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <Heading className="card-title text-lg leading-snug">
            <a href={href} className={STRETCHED_LINK} lang={writtenIn(r, 'name') ?? undefined}>
              {r.name}
            </a>
          </Heading>
          <PlaceStars place={r} lang={lang} strings={strings} />
        </div>
        {snippetHtml !== undefined ? (
          <p className={SNIPPET_CLASS} dangerouslySetInnerHTML={{ __html: snippetHtml }} />
        ) : (
          <p className="text-sm text-base-content/80" lang={writtenIn(r, 'description') ?? undefined}>
            {cutDescription(r.description, 100)}
          </p>
        )}
        <ul className="grid gap-1.5 text-sm">
          <li className="flex gap-2">
            <Icon d={ICON_PIN} />
            <span>
              <span className="sr-only">{`${strings['restaurants.location']}: `}</span>
              {r.location}
            </span>
          </li>
          <li className="flex flex-wrap items-center gap-x-2 pl-6">
            <PriceLevel priceRange={r.priceRange} label={fill(strings['restaurants.priceLevel'], 'level', getPriceLevel(r.priceRange))} />
            <span aria-hidden="true">·</span>
            <span>{r.cuisine}</span>
          </li>
          {r.phone && (
            <li className="flex gap-2">
              <Icon d={ICON_PHONE} />
              <span>
                <span className="sr-only">{`${strings['restaurants.phone']}: `}</span>
                <a className="link link-hover relative z-10" href={toTelHref(r.phone)}>
                  {r.phone}
                </a>
              </span>
            </li>
          )}
          <li className="flex gap-2">
            <Icon d={ICON_CLOCK} />
            <span className="grid gap-0.5">
              {openLine && <OpenLine line={openLine} hours={r.openingHours} />}
              <span>{describeTodayHours(r.openingHours, now, lang, strings)}</span>
            </span>
          </li>
        </ul>
      </div>
    </article>
  );
}
