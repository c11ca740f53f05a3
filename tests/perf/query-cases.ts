/**
 * The calls the query-plan test makes: every exported query function of src/db/queries with
 * arguments that reach each branch (languages, filter categories, cursors, page offsets).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../src/db/client';
import { getContentCount, getContentCounts } from '../../src/db/queries/counts';
import { getAdminEvent, listAdminEvents } from '../../src/db/queries/admin-events';
import { getAdminNews, listAdminNews } from '../../src/db/queries/admin-news';
import { getAdminRestaurant, listAdminRestaurants } from '../../src/db/queries/admin-restaurants';
import { deleteSetting } from '../../src/db/queries/admin-settings';
import { getAdminStats } from '../../src/db/queries/admin-stats';
import { getAdminTour, listAdminTours } from '../../src/db/queries/admin-tours';
import { countUpcomingEvents, getFeaturedEvent, listUpcomingEvents } from '../../src/db/queries/events';
import { listFeaturedNews, listNews, listNonFeaturedNews } from '../../src/db/queries/news';
import { countOpenOrders, getOrder, getOrderByCreationKey, getOrderByReceiptKey, getOrderBySessionId, listOrders } from '../../src/db/queries/orders';
import { countRestaurants, getRestaurantById, listEditorsPicks, listRestaurants } from '../../src/db/queries/restaurants';
import { getSetting, HERO_IMAGE_KEY, listSettings, setSetting } from '../../src/db/queries/settings';
import { listTestimonials } from '../../src/db/queries/testimonials';
import { countTours, getTourById, listTours } from '../../src/db/queries/tours';
import { findVariantFile } from '../../src/lib/media/serve-image.server';
import { restaurantCategories } from '../../src/lib/restaurants/filters';
import { tourCategories } from '../../src/lib/tours/filters';

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
  'restaurants.listRestaurants': restaurantCategories.flatMap((category) => [
    (db) => listRestaurants(db, { lang: 'nl', limit: 24, category }),
    (db) => listRestaurants(db, { lang: 'en', limit: 24, category, offset: 24 }),
    (db) => listRestaurants(db, { lang: 'en', limit: 24, category, cursor: 3 }),
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
  'news.listNews': [(db) => listNews(db, 'nl', 24), (db) => listNews(db, 'en', 24, 24)],
  'news.listNonFeaturedNews': [(db) => listNonFeaturedNews(db, 'nl', 3), (db) => listNonFeaturedNews(db, 'en', 24, 24)],
  'news.listFeaturedNews': [(db) => listFeaturedNews(db, 'nl', 1)],
  'testimonials.listTestimonials': [(db) => listTestimonials(db, 'nl', 3)],
  'settings.getSetting': [(db) => getSetting(db, HERO_IMAGE_KEY)],
  'settings.setSetting': [(db) => setSetting(db, 'plan_check', 'x')],
  'settings.listSettings': [(db) => listSettings(db)],
  'admin-settings.deleteSetting': [(db) => deleteSetting(db, 'plan_check')],
  'admin-stats.getAdminStats': [(db) => getAdminStats(db)],
  'admin-restaurants.listAdminRestaurants': [(db) => listAdminRestaurants(db, { limit: 24 }), (db) => listAdminRestaurants(db, { limit: 24, cursor: 5 })],
  'admin-restaurants.getAdminRestaurant': [(db) => getAdminRestaurant(db, 1)],
  'admin-tours.listAdminTours': [(db) => listAdminTours(db, { limit: 24 }), (db) => listAdminTours(db, { limit: 24, cursor: 5 })],
  'admin-tours.getAdminTour': [(db) => getAdminTour(db, 1)],
  'admin-events.listAdminEvents': [(db) => listAdminEvents(db, { limit: 24 }), (db) => listAdminEvents(db, { limit: 24, cursor: 5 })],
  'admin-events.getAdminEvent': [(db) => getAdminEvent(db, 1)],
  'admin-news.listAdminNews': [(db) => listAdminNews(db, { limit: 24 }), (db) => listAdminNews(db, { limit: 24, cursor: 5 })],
  'admin-news.getAdminNews': [(db) => getAdminNews(db, 1)],
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

/** Exported functions of src/db/queries that shape rows and run no SQL. */
export const NOT_QUERIES = [
  'content-fields.restaurantFields',
  'content-fields.tourFields',
  'content-fields.eventFields',
  'admin-translations.groupByEntity',
  'admin-translations.toAdminRow',
  'admin-translations.toPage',
  'orders.buildAdminOrder',
  'prepared.getPrepared',
];

/**
 * Public reads that live outside src/db/queries. The sitemap is left out on purpose: it walks the
 * restaurants and tours in id order, one file (10,000 pages) at a time, so reading every row of its
 * range is what it is for.
 */
export const EXTRA_CASES: Record<string, QueryCase> = {
  'serve-image.findVariantFile': (db) => findVariantFile(db, getStoredImageId(), new URLSearchParams('w=640'), 'image/avif'),
};
