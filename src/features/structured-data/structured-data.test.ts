import { describe, expect, it } from 'vitest';
import type { Restaurant } from '~/features/restaurants';
import type { Tour } from '~/features/tours';
import {
  buildOpeningHours,
  buildRestaurantJsonLd,
  buildRestaurantListJsonLd,
  buildTourJsonLd,
  buildTourListJsonLd,
  getAbsoluteImageUrl,
} from './structured-data';

const site = 'https://guide.example';
const restaurant: Restaurant = {
  id: 7,
  name: 'Roti Corner',
  description: 'Roti with chicken and long beans.',
  cuisine: 'Surinamese street food',
  priceRange: '$$$',
  rating: 4.5,
  reviewCount: 12,
  imageUrl: '/objects/uploads/abcdefgh12',
  imageUrls: ['/objects/uploads/abcdefgh12', 'https://cdn.example/x.jpg'],
  imageAlts: [],
  location: 'Waterkant 12',
  phone: '+597 555-0101',
  openingHours: { monday: '09:00-17:00', tuesday: '09:00-17:00', saturday: '10:00-22:30', sunday: 'Closed' },
  isEditorsPick: true,
  website: '',
  whatsapp: '',
  email: '',
  facebook: '',
  instagram: '',
  mapLocation: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  partner: false,
  partnerUntil: null,
};
const tour: Tour = {
  rating: null,
  reviewCount: 0,
  id: 3,
  name: 'Brownsberg Hike',
  description: 'A day in the rainforest.',
  category: 'Adventure',
  price: 95,
  duration: '1 day',
  maxPeople: 12,
  location: 'Brokopondo',
  imageUrl: 'https://cdn.example/t.jpg',
  imageUrls: [],
  imageAlts: [],
  operatorWhatsapp: '',
  operatorPhone: '',
  operatorEmail: '',
  currency: 'USD',
  website: '',
  facebook: '',
  instagram: '',
  mapLocation: '',
  operator: 'Jungle Trips NV',
  meetingPoint: '',
  availability: '',
  cancellationPolicy: '',
  whatToBring: [],
  dailyItinerary: ['Pick-up', 'Hike'],
  included: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  partner: false,
  partnerUntil: null,
};

describe('structured data', () => {
  it('makes stored images absolute at their 1200 px variant and keeps outside URLs', () => {
    expect(getAbsoluteImageUrl(site, '/objects/uploads/abcdefgh12')).toBe(`${site}/objects/uploads/abcdefgh12?w=1200&format=fallback`);
    expect(getAbsoluteImageUrl(site, 'https://cdn.example/x.jpg')).toBe('https://cdn.example/x.jpg');
  });

  it('reads the stored format: several ranges a day, past midnight, closed and unknown days left out', () => {
    expect(buildOpeningHours({ friday: '11:00-14:00, 17:00-01:00', saturday: '17:00-01:00', sunday: 'Closed', monday: '9:00-17:00' })).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Friday'], opens: '11:00', closes: '14:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Friday', 'Saturday'], opens: '17:00', closes: '01:00' },
    ]);
  });

  it('groups days with the same hours, Monday first', () => {
    expect(buildOpeningHours(restaurant.openingHours)).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday'], opens: '09:00', closes: '17:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '10:00', closes: '22:30' },
    ]);
  });

  it('describes a restaurant with the spec constants', () => {
    const data = buildRestaurantJsonLd(restaurant, { siteUrl: site, url: `${site}/restaurant/7` });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      url: `${site}/restaurant/7`,
      name: 'Roti Corner',
      servesCuisine: 'Surinamese street food',
      priceRange: '$$$',
      telephone: '+597 555-0101',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Waterkant 12',
        addressLocality: 'Paramaribo',
        addressRegion: 'Paramaribo District',
        addressCountry: 'SR',
      },
    });
    // The detail page's rating comes with its approved reviews (buildReviewsJsonLd); without them nothing is claimed.
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('review');
    expect(data.image).toEqual([`${site}/objects/uploads/abcdefgh12?w=1200&format=fallback`, 'https://cdn.example/x.jpg']);
  });

  it("writes the price level as text, '$$' by default, and leaves out a missing phone and unparsable hours", () => {
    const data = buildRestaurantJsonLd({ ...restaurant, priceRange: '', phone: null, openingHours: { monday: 'ask' } }, { siteUrl: site, url: 'u' });
    expect(data.priceRange).toBe('$$');
    expect(data).not.toHaveProperty('telephone');
    expect(data).not.toHaveProperty('openingHoursSpecification');
  });

  it('claims no rating for a restaurant without approved reviews (issue 20)', () => {
    const unrated = { ...restaurant, rating: null, reviewCount: 0 };
    expect(buildRestaurantJsonLd(unrated, { siteUrl: site, url: 'u' })).not.toHaveProperty('aggregateRating');
  });

  it('lists restaurants as an ItemList with positions after the offset', () => {
    const list = buildRestaurantListJsonLd([restaurant, { ...restaurant, id: 8 }], {
      siteUrl: site,
      name: 'Restaurants',
      itemUrl: (id) => `${site}/restaurant/${id}`,
      offset: 24,
    });
    expect(list['@type']).toBe('ItemList');
    expect(list.numberOfItems).toBe(2);
    const items = list.itemListElement as { position: number; item: Record<string, unknown> }[];
    expect(items.map((i) => i.position)).toEqual([25, 26]);
    expect(items[1]!.item).toEqual({
      '@type': 'Restaurant',
      url: `${site}/restaurant/8`,
      name: 'Roti Corner',
      servesCuisine: 'Surinamese street food',
      priceRange: '$$$',
      address: { '@type': 'PostalAddress', addressLocality: 'Paramaribo', addressRegion: 'Paramaribo District', addressCountry: 'SR' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 12, bestRating: 5, worstRating: 1 },
    });
  });

  it('rates a restaurant or tour only from its approved reviews, with up to three of them', () => {
    const review = (id: number, rating: number) => ({
      id,
      rating,
      authorName: `Ann ${id}`,
      country: 'Suriname',
      comment: 'Great roti, friendly staff and quick service.',
      visitMonth: '2026-10',
      locale: 'nl' as const,
      createdAt: new Date('2026-11-02T10:00:00Z'),
      reply: null,
    });
    const reviews = { summary: { count: 12, average: 4.6 }, recent: [review(1, 5), review(2, 4), review(3, 5), review(4, 1)] };
    for (const data of [buildRestaurantJsonLd(restaurant, { siteUrl: site, url: 'u' }, reviews), buildTourJsonLd(tour, { siteUrl: site, url: 'u' }, reviews)]) {
      expect(data.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.6, reviewCount: 12, bestRating: 5, worstRating: 1 });
      expect(data.review).toHaveLength(3);
      expect((data.review as unknown[])[1]).toEqual({
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Ann 2' },
        datePublished: '2026-11-02',
        inLanguage: 'nl',
        reviewBody: 'Great roti, friendly staff and quick service.',
        reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
      });
    }
    const none = { summary: { count: 0, average: null }, recent: [] };
    for (const data of [buildRestaurantJsonLd(restaurant, { siteUrl: site, url: 'u' }, none), buildTourJsonLd(tour, { siteUrl: site, url: 'u' }, none)]) {
      expect(data).not.toHaveProperty('aggregateRating');
      expect(data).not.toHaveProperty('review');
    }
  });

  it('prices tours in SRD as a TouristTrip and Product', () => {
    const data = buildTourJsonLd(tour, { siteUrl: site, url: `${site}/tour/3` });
    expect(data['@type']).toEqual(['TouristTrip', 'Product']);
    expect(data.offers).toEqual({ '@type': 'Offer', price: 95, priceCurrency: 'SRD', availability: 'https://schema.org/InStock', url: `${site}/tour/3` });
    expect(data.provider).toEqual({ '@type': 'Organization', name: 'Jungle Trips NV' });
    expect((data.itinerary as { numberOfItems: number }).numberOfItems).toBe(2);
    const list = buildTourListJsonLd([tour], { siteUrl: site, name: 'Tours', itemUrl: (id) => `${site}/tour/${id}` });
    expect((list.itemListElement as { item: { offers: { priceCurrency: string } } }[])[0]!.item.offers.priceCurrency).toBe('SRD');
  });
});

describe('links in the JSON-LD', () => {
  it('adds sameAs and geo to a restaurant only when given', () => {
    const page = { siteUrl: site, url: `${site}/restaurant/7` };
    expect(buildRestaurantJsonLd(restaurant, page)).not.toHaveProperty('sameAs');
    expect(buildRestaurantJsonLd(restaurant, page)).not.toHaveProperty('geo');
    const linked = { ...restaurant, website: 'https://roti.example', instagram: 'https://www.instagram.com/roti.example/', mapLocation: '5.852,-55.2038' };
    const ld = buildRestaurantJsonLd(linked, page);
    expect(ld.sameAs).toEqual(['https://roti.example', 'https://www.instagram.com/roti.example/']);
    expect(ld.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 5.852, longitude: -55.2038 });
    // A short Maps link carries no coordinates: no geo is made up.
    expect(buildRestaurantJsonLd({ ...linked, mapLocation: 'https://maps.app.goo.gl/AbC' }, page)).not.toHaveProperty('geo');
  });

  it("puts a tour's map position on its trip origin and its socials in sameAs", () => {
    const ld = buildTourJsonLd(
      { ...tour, facebook: 'https://www.facebook.com/jungle.example', mapLocation: '4.9496,-55.1817' },
      { siteUrl: site, url: `${site}/tour/3` },
    );
    expect(ld.sameAs).toEqual(['https://www.facebook.com/jungle.example']);
    expect(ld.tripOrigin).toEqual({ '@type': 'Place', name: 'Brokopondo', geo: { '@type': 'GeoCoordinates', latitude: 4.9496, longitude: -55.1817 } });
    expect(buildTourJsonLd(tour, { siteUrl: site, url: `${site}/tour/3` })).not.toHaveProperty('tripOrigin');
  });
});
