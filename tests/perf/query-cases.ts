/**
 * The calls the query-plan test makes: every exported query function of the query modules (`*.server.ts` of each feature) with
 * arguments that reach each branch (languages, filter categories, cursors, page offsets).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '~/db/client';
import { getContentCount, getContentCounts } from '~/features/home/counts.server';
import { getAdminEvent, listAdminEvents } from '~/features/events/event-admin.server';
import { getAdminNews, listAdminNews } from '~/features/news/news-admin.server';
import { getAdminRestaurant, listAdminRestaurants } from '~/features/restaurants/restaurant-admin.server';
import { deleteSetting } from '~/features/admin/settings/admin-settings.server';
import { getAdminStats } from '~/features/admin/admin-stats.server';
import { getAdminTour, listAdminTours } from '~/features/tours/tour-admin.server';
import {
  countUpcomingEvents,
  getEventById,
  getFeaturedEvent,
  listEventsInWindow,
  listEventTextFacts,
  listUpcomingEvents,
} from '~/features/events/events.server';
import { countNews, getNewsById, getNewsNeighbours, isNewsWrittenIn, listFeaturedNews, listNews, listNonFeaturedNews } from '~/features/news/news.server';
import {
  countOpenOrders,
  getOrder,
  getOrderByCreationKey,
  getOrderByReceiptKey,
  getOrderBySessionId,
  listOrders,
} from '~/features/listings/orders/orders.server';
import { countRestaurants, getRestaurantById, listEditorsPicks, listRestaurants } from '~/features/restaurants/restaurants.server';
import { getSetting, HERO_IMAGE_KEY, listSettings, setSetting } from '~/features/admin/settings/settings.server';
import { listTestimonials } from '~/features/testimonials/testimonials.server';
import { countTours, getTourById, listTours } from '~/features/tours/tours.server';
import { findVariantFile } from '~/features/media/serve-image.server';
import { restaurantCategories } from '~/features/restaurants/filters';
import { countOpenRestaurants, openListMaxAge } from '~/features/restaurants/restaurant-open-now.server';
import { tourCategories } from '~/features/tours/filters';
import { getReviewSummary, listApprovedReviews, listRecentReviews, loadPlaceReviews } from '~/features/reviews/reviews.server';

/** An image id of the fixture, read from its uploads folder so the lookup itself is the only SQL. */
function getStoredImageId(): string {
  const ids = fs.readdirSync(path.join(process.env.DATA_DIR ?? '', 'uploads'));
  if (ids.length === 0) throw new Error('the fixture has no stored images');
  return ids[0];
}

export type QueryCase = (db: Db) => unknown;

/** Far in the past and far ahead, so both branches of the featured-event query run. */
const PAST = new Date('2000-01-01T12:00:00Z');
const FUTURE = new Date('2100-01-01T12:00:00Z');

/** `module.function` → calls that exercise it. */
export const QUERY_CASES: Record<string, QueryCase[]> = {
  // Reviews (issue 20): review_stats by its key; a place's approved reviews by reviews_place_idx, newest first.
  'reviews.getReviewSummary': [(db) => getReviewSummary(db, 'restaurant', 1)],
  'reviews.listApprovedReviews': [(db) => listApprovedReviews(db, 'tour', 1), (db) => listApprovedReviews(db, 'restaurant', 1, { offset: 10 })],
  'reviews.listRecentReviews': [(db) => listRecentReviews(db, 'restaurant', 1)],
  'reviews.loadPlaceReviews': [(db) => loadPlaceReviews(db, 'restaurant', 1)],
  'restaurants.listRestaurants': restaurantCategories.flatMap((category) => [
    (db) => listRestaurants(db, { lang: 'nl', limit: 24, category }),
    (db) => listRestaurants(db, { lang: 'en', limit: 24, category, offset: 24 }),
    (db) => listRestaurants(db, { lang: 'en', limit: 24, category, cursor: 3 }),
    // Open now (issue 18): Monday 12:00 and Saturday 23:00 (minutes from Sunday 00:00).
    (db) => listRestaurants(db, { lang: 'nl', limit: 24, category, openAt: 1440 + 720 }),
    (db) => listRestaurants(db, { lang: 'en', limit: 24, category, offset: 24, openAt: 6 * 1440 + 1380 }),
  ]),
  'restaurants.countRestaurants': restaurantCategories.map((category) => (db: Db) => countRestaurants(db, category)),
  'restaurants.getRestaurantById': [(db) => getRestaurantById(db, 1, 'nl')],
  'restaurants.listEditorsPicks': [(db) => listEditorsPicks(db, 'nl', 2)],
  'tours.listTours': tourCategories.flatMap((category) => [
    (db) => listTours(db, { lang: 'nl', limit: 24, category }),
    (db) => listTours(db, { lang: 'en', limit: 24, category, offset: 24 }),
    (db) => listTours(db, { lang: 'en', limit: 24, category, cursor: 2 }),
  ]),
  'tours.countTours': tourCategories.map((category) => (db: Db) => countTours(db, category)),
  'tours.getTourById': [(db) => getTourById(db, 1, 'nl')],
  'events.getFeaturedEvent': [(db) => getFeaturedEvent(db, 'nl', PAST), (db) => getFeaturedEvent(db, 'nl', FUTURE)],
  'events.listUpcomingEvents': [(db) => listUpcomingEvents(db, 'nl', 3, PAST), (db) => listUpcomingEvents(db, 'en', 24, PAST, 24)],
  'events.countUpcomingEvents': [(db) => countUpcomingEvents(db, PAST)],
  'events.listEventsInWindow': [
    (db) => listEventsInWindow(db, 'nl', { from: PAST, until: FUTURE }, 48),
    (db) => listEventsInWindow(db, 'en', { from: PAST, until: null }, 120),
  ],
  'events.getEventById': [(db) => getEventById(db, 1, 'nl')],
  'events.listEventTextFacts': [(db) => listEventTextFacts(db, 'nl', [1, 2, 3])],
  'news.listNews': [(db) => listNews(db, 'nl', 24), (db) => listNews(db, 'en', 24, 24)],
  'news.listNonFeaturedNews': [(db) => listNonFeaturedNews(db, 'nl', 3), (db) => listNonFeaturedNews(db, 'en', 24, 24)],
  'news.listFeaturedNews': [(db) => listFeaturedNews(db, 'nl', 1)],
  'news.getNewsById': [(db) => getNewsById(db, 1, 'nl')],
  'news.isNewsWrittenIn': [(db) => isNewsWrittenIn(db, 1, 'nl')],
  // A dated article (both directions, and the undated fallback past the oldest) and an undated one.
  'news.getNewsNeighbours': [
    (db) => getNewsNeighbours(db, { id: 5, publishedAt: '2026-01-01T00:00:00.000Z' }, 'nl'),
    (db) => getNewsNeighbours(db, { id: 5, publishedAt: '1990-01-01T00:00:00.000Z' }, 'en'),
    (db) => getNewsNeighbours(db, { id: 5, publishedAt: null }, 'nl'),
  ],
  'news.countNews': [(db) => countNews(db)],
  'testimonials.listTestimonials': [(db) => listTestimonials(db, 'nl', 3)],
  'settings.getSetting': [(db) => getSetting(db, HERO_IMAGE_KEY)],
  'settings.setSetting': [(db) => setSetting(db, 'plan_check', 'x')],
  'settings.listSettings': [(db) => listSettings(db)],
  'admin-settings.deleteSetting': [(db) => deleteSetting(db, 'plan_check')],
  'admin-stats.getAdminStats': [(db) => getAdminStats(db)],
  'restaurant-admin.listAdminRestaurants': [(db) => listAdminRestaurants(db, { limit: 24 }), (db) => listAdminRestaurants(db, { limit: 24, cursor: 5 })],
  'restaurant-admin.getAdminRestaurant': [(db) => getAdminRestaurant(db, 1)],
  'tour-admin.listAdminTours': [(db) => listAdminTours(db, { limit: 24 }), (db) => listAdminTours(db, { limit: 24, cursor: 5 })],
  'tour-admin.getAdminTour': [(db) => getAdminTour(db, 1)],
  'event-admin.listAdminEvents': [(db) => listAdminEvents(db, { limit: 24 }), (db) => listAdminEvents(db, { limit: 24, cursor: 5 })],
  'event-admin.getAdminEvent': [(db) => getAdminEvent(db, 1)],
  'news-admin.listAdminNews': [(db) => listAdminNews(db, { limit: 24 }), (db) => listAdminNews(db, { limit: 24, cursor: 5 })],
  'news-admin.getAdminNews': [(db) => getAdminNews(db, 1)],
  'orders.listOrders': [
    (db) => listOrders(db, { limit: 24, lapsed: 'exclude', now: new Date() }),
    (db) => listOrders(db, { limit: 24, before: 'none', lapsed: 'exclude', now: new Date() }),
    (db) => listOrders(db, { limit: 24, lapsed: 'include', now: new Date() }),
    (db) => listOrders(db, { limit: 24, lapsed: 'only', now: new Date() }),
  ],
  'orders.getOrderByReceiptKey': [(db) => getOrderByReceiptKey(db, 'none')],
  'orders.getOrderByCreationKey': [(db) => getOrderByCreationKey(db, 'none')],
  'orders.getOrder': [(db) => getOrder(db, 'none')],
  'orders.getOrderBySessionId': [(db) => getOrderBySessionId(db, 'cs_test_none')],
  'orders.countOpenOrders': [(db) => countOpenOrders(db)],
  'counts.getContentCounts': [(db) => getContentCounts(db, ['restaurants', 'tours:nature'])],
  'counts.getContentCount': [(db) => getContentCount(db, 'events')],
};

/** Exported functions of the query modules that shape rows and run no SQL. */
export const NOT_QUERIES = [
  'content-fields.restaurantFields',
  'content-fields.tourFields',
  'content-fields.eventFields',
  'admin-translations.groupByEntity',
  'admin-translations.toAdminRow',
  'admin-translations.toPage',
  'orders.buildAdminOrder',
  'prepared.getPrepared',
  // The admin's listing preview: the public reading of content not stored, no SQL.
  'restaurants.restaurantFromInput',
  'tours.tourFromInput',
];

/**
 * Public reads that live outside the query modules. The sitemap is left out on purpose: it walks the
 * restaurants and tours in id order, one file (10,000 pages) at a time, so reading every row of its
 * range is what it is for.
 */
export const EXTRA_CASES: Record<string, QueryCase> = {
  'restaurant-open-now.countOpenRestaurants': (db) => countOpenRestaurants(db, 1440 + 720),
  'restaurant-open-now.openListMaxAge': (db) => openListMaxAge(db, new Date('2026-11-23T15:00:00Z')),
  'serve-image.findVariantFile': (db) => findVariantFile(db, getStoredImageId(), new URLSearchParams('w=640'), 'image/avif'),
};
