/**
 * An editor's pick on the home page: a compact restaurant card with the description cut to 50
 * characters (spec section 9), stars from its approved reviews (none without), cuisine and price level, linking to its page.
 * Astro renders it on the server; its save heart is an island the page passes in as `save`.
 */
import type { ReactElement, ReactNode } from 'react';
import type { Locale } from '~/platform/i18n/config';
import { fillTemplate, localizeHref } from '~/ui/lists/format';
import Badge from '~/ui/Badge';
import PartnerBadge from '~/ui/PartnerBadge';
import ResponsivePicture from '~/features/media/ResponsivePicture';
import { cutDescription } from '~/platform/text/cut-description';
import { PlaceStars, placeStarsStringKeys } from '~/features/reviews/PlaceStars';
import PriceLevel from './PriceLevel';
import type { Restaurant } from './restaurant';
import { getPriceLevel } from './price-range';

/** The strings a pick needs: `pickStrings(lang, pickCardStringKeys)`. */
export const pickCardStringKeys = ['editorsPick.badge', 'partner.badge', 'restaurants.priceLevel', ...placeStarsStringKeys] as const;
type PickCardStrings = Record<(typeof pickCardStringKeys)[number], string>;

export interface PickCardProps {
  restaurant: Restaurant;
  lang: Locale;
  strings: PickCardStrings;
  /** The save heart (SaveHeart, an island the page passes as the `save` slot), in the picture's corner. */
  save?: ReactNode;
}

/** One editor's pick, side by side from the small screen up. */
export default function PickCard({ restaurant: r, lang, strings, save }: PickCardProps): ReactElement {
  return (
    <article
      className="card relative overflow-hidden border border-base-300 bg-base-100 shadow-sm transition-shadow hover:shadow-lg has-[a:focus-visible]:ring-4 has-[a:focus-visible]:ring-accent sm:card-side"
      data-pick={r.id}
    >
      <figure className="relative aspect-[3/2] bg-base-200 sm:aspect-auto sm:w-2/5 [&>picture]:size-full">
        <ResponsivePicture
          src={r.imageUrl}
          alt=""
          widths={[400, 800]}
          sizes="(min-width: 1024px) 260px, (min-width: 640px) 40vw, 100vw"
          width={800}
          height={533}
          className="h-full w-full object-cover"
        />
        <span data-save-slot className="absolute right-3 top-3 z-10">
          {save}
        </span>
      </figure>
      <div className="card-body gap-2 p-5 sm:w-3/5">
        <p className="flex flex-wrap gap-2">
          <Badge kind="pick">{strings['editorsPick.badge']}</Badge>
          {r.partner && <PartnerBadge label={strings['partner.badge']} className="shadow-none" />}
        </p>
        <h3 className="card-title text-lg leading-snug">
          <a href={localizeHref(`/restaurant/${r.id}`, lang)} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none">
            {r.name}
          </a>
        </h3>
        <PlaceStars place={r} lang={lang} strings={strings} />
        <p className="text-sm text-base-content/80" data-testid="pick-description">
          {cutDescription(r.description, 50)}
        </p>
        <p className="mt-auto flex flex-wrap items-center gap-x-2 text-sm text-base-content/80">
          <span>{r.cuisine}</span>
          <span aria-hidden="true">·</span>
          <PriceLevel priceRange={r.priceRange} label={fillTemplate(strings['restaurants.priceLevel'], { level: getPriceLevel(r.priceRange) })} />
        </p>
        <p className="text-sm text-base-content/70">{r.location}</p>
      </div>
    </article>
  );
}
