/**
 * JSON-LD builders (schema.org) for restaurants and tours, with the constants of spec section 9:
 * address in Paramaribo, Paramaribo District, SR; restaurant priceRange from the symbol count
 * (default 2), written as that many '$' (schema.org's priceRange is text); tour offers in SRD. Pure:
 * pages pass the site origin and page addresses in.
 */
import type { Restaurant } from '~/features/restaurants';
import type { Tour } from '~/features/tours';
import { weekdays } from '~/platform/dates/weekdays';
import { formatTime24, parseDayHours } from '~/platform/dates/opening-hours';
import { getObjectId } from '~/features/media';
import { formatPriceRange } from '~/features/restaurants';
import type { PlaceReviews, PublicReview } from '~/features/reviews';
import { getMapCoordinates } from '~/features/content';

type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** The fixed address parts of every listing (spec section 9). */
export const SITE_ADDRESS = {
  addressLocality: 'Paramaribo',
  addressRegion: 'Paramaribo District',
  addressCountry: 'SR',
} as const;

/** Structured data prices tours in Surinamese dollars, while pages show '$' (spec sections 3 and 9). */
const TOUR_PRICE_CURRENCY = 'SRD';

/** An absolute image address: stored images as their 1200 px JPEG/PNG variant, outside URLs as they are. */
export function getAbsoluteImageUrl(siteUrl: string, imageUrl: string): string {
  if (getObjectId(imageUrl)) return `${siteUrl}${imageUrl}?w=1200&format=fallback`;
  return imageUrl;
}

function toImages(siteUrl: string, primary: string, more: readonly string[]): string[] {
  return [...new Set([primary, ...more].filter(Boolean))].map((u) => getAbsoluteImageUrl(siteUrl, u));
}

/**
 * OpeningHoursSpecification entries from the stored format (src/platform/dates/opening-hours.ts), Monday first: one per
 * distinct time range, listing its weekdays; a day with two ranges is in two entries, and a range past midnight keeps
 * its earlier closing time (schema.org reads closes before opens as the next day). Closed and unknown days are left out.
 */
export function buildOpeningHours(openingHours: Record<string, string>): JsonLd[] {
  const groups = new Map<string, { opens: string; closes: string; days: string[] }>();
  for (const day of [...weekdays.slice(1), weekdays[0]]) {
    const parsed = parseDayHours(openingHours[day]);
    if (parsed?.kind !== 'open') continue;
    for (const r of parsed.ranges) {
      const range = { opens: formatTime24(r.open), closes: formatTime24(r.close) };
      const key = `${range.opens}-${range.closes}`;
      const group = groups.get(key) ?? { ...range, days: [] };
      group.days.push(day[0]!.toUpperCase() + day.slice(1));
      groups.set(key, group);
    }
  }
  return [...groups.values()].map((g) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: g.days,
    opens: g.opens,
    closes: g.closes,
  }));
}

function buildAddress(location: string): JsonLd {
  return { '@type': 'PostalAddress', ...(location ? { streetAddress: location } : {}), ...SITE_ADDRESS };
}

/** `aggregateRating` from approved reviews only; nothing for a place without any (issue 20: no invented ratings). */
function buildRating({ rating, reviewCount }: { rating: number | null; reviewCount: number }): JsonLd {
  if (rating === null || reviewCount <= 0) return {};
  return { aggregateRating: { '@type': 'AggregateRating', ratingValue: rating, reviewCount, bestRating: 5, worstRating: 1 } };
}

/**
 * `aggregateRating` and up to three `review` entries, only from approved reviews (issue 20); nothing
 * at all for a place without any, so a page never claims a rating it has not earned.
 */
function buildReviewsJsonLd(reviews: PlaceReviews | undefined): JsonLd {
  const { summary, recent } = reviews ?? { summary: { count: 0, average: null }, recent: [] };
  if (summary.count <= 0 || summary.average === null) return {};
  return {
    aggregateRating: { '@type': 'AggregateRating', ratingValue: summary.average, reviewCount: summary.count, bestRating: 5, worstRating: 1 },
    ...(recent.length ? { review: recent.slice(0, 3).map(buildReview) } : {}),
  };
}

function buildReview(r: PublicReview): JsonLd {
  return {
    '@type': 'Review',
    author: { '@type': 'Person', name: r.authorName },
    datePublished: r.createdAt.toISOString().slice(0, 10),
    inLanguage: r.locale,
    reviewBody: r.comment,
    reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
  };
}

/** `sameAs` (the business's website and social pages) and `geo` (only from coordinates it gave), each left out when empty. */
function buildPlaceLinks(fields: { website: string; facebook: string; instagram: string; mapLocation: string }): JsonLd {
  const sameAs = [fields.website, fields.facebook, fields.instagram].filter(Boolean);
  const coords = getMapCoordinates(fields.mapLocation);
  return {
    ...(sameAs.length ? { sameAs } : {}),
    ...(coords ? { geo: { '@type': 'GeoCoordinates', latitude: coords.lat, longitude: coords.lng } } : {}),
  };
}

/**
 * A tour's `sameAs`, and its map position as `tripOrigin` (a Place with `geo`, named by the meeting point): a TouristTrip
 * has no `geo` of its own in schema.org.
 */
function buildTourLinks(t: Tour): JsonLd {
  const { geo, ...rest } = buildPlaceLinks(t);
  const name = t.meetingPoint || t.location;
  return { ...rest, ...(geo ? { tripOrigin: { '@type': 'Place', ...(name ? { name } : {}), geo } } : {}) };
}

export interface PageRef {
  /** The site's origin without a trailing slash, e.g. 'https://surinameguide.example'. */
  siteUrl: string;
  /** The absolute address of the item's page. */
  url: string;
}

/** A Restaurant for its detail page; a rating and reviews only from its approved reviews. */
export function buildRestaurantJsonLd(r: Restaurant, { siteUrl, url }: PageRef, reviews?: PlaceReviews): JsonLd {
  const hours = buildOpeningHours(r.openingHours);
  return {
    '@context': CONTEXT,
    '@type': 'Restaurant',
    '@id': url,
    url,
    name: r.name,
    description: r.description,
    image: toImages(siteUrl, r.imageUrl, r.imageUrls),
    servesCuisine: r.cuisine,
    priceRange: formatPriceRange(r.priceRange),
    ...(r.phone ? { telephone: r.phone } : {}),
    address: buildAddress(r.location),
    ...buildPlaceLinks(r),
    ...buildReviewsJsonLd(reviews),
    ...(hours.length ? { openingHoursSpecification: hours } : {}),
  };
}

export interface ListRef {
  siteUrl: string;
  /** The list's name, e.g. the page heading. */
  name: string;
  /** The absolute address of an item's page. */
  itemUrl: (id: number) => string;
  /** Position of the first item (for later pages of a list). */
  offset?: number;
}

/** An ItemList of Restaurant entries for the restaurants list page. */
export function buildRestaurantListJsonLd(items: readonly Restaurant[], { name, itemUrl, offset = 0 }: ListRef): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((r, i) => ({
      '@type': 'ListItem',
      position: offset + i + 1,
      // Compact on purpose: the list page must stay under its HTML byte budget, and each detail
      // page carries the full Restaurant (images, street, hours).
      item: {
        '@type': 'Restaurant',
        url: itemUrl(r.id),
        name: r.name,
        servesCuisine: r.cuisine,
        priceRange: formatPriceRange(r.priceRange),
        address: buildAddress(''),
        ...buildRating(r),
      },
    })),
  };
}

function buildOffer(price: number, url: string): JsonLd {
  return { '@type': 'Offer', price, priceCurrency: TOUR_PRICE_CURRENCY, availability: 'https://schema.org/InStock', url };
}

/** A tour for its detail page: a TouristTrip that is also a Product, with its offer in SRD; a rating and reviews only from its approved reviews. */
export function buildTourJsonLd(t: Tour, { siteUrl, url }: PageRef, reviews?: PlaceReviews): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': ['TouristTrip', 'Product'],
    '@id': url,
    url,
    name: t.name,
    description: t.description,
    image: toImages(siteUrl, t.imageUrl, t.imageUrls),
    ...(t.category ? { category: t.category } : {}),
    ...(t.operator ? { provider: { '@type': 'Organization', name: t.operator } } : {}),
    ...(t.dailyItinerary.length
      ? {
          itinerary: {
            '@type': 'ItemList',
            numberOfItems: t.dailyItinerary.length,
            itemListElement: t.dailyItinerary.map((step, i) => ({ '@type': 'ListItem', position: i + 1, name: step })),
          },
        }
      : {}),
    offers: buildOffer(t.price, url),
    ...buildTourLinks(t),
    ...buildReviewsJsonLd(reviews),
  };
}

/** An ItemList of tours (TouristTrip and Product, offers in SRD) for the tours list page. */
export function buildTourListJsonLd(items: readonly Tour[], { siteUrl, name, itemUrl, offset = 0 }: ListRef): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((t, i) => ({
      '@type': 'ListItem',
      position: offset + i + 1,
      item: {
        '@type': ['TouristTrip', 'Product'],
        '@id': itemUrl(t.id),
        url: itemUrl(t.id),
        name: t.name,
        image: getAbsoluteImageUrl(siteUrl, t.imageUrl),
        offers: buildOffer(t.price, itemUrl(t.id)),
      },
    })),
  };
}
