/** Counts for the admin dashboard's stat cards. */
import type { AdminStats } from './content/admin-types';
import type { Db } from '~/db/client';
import { getContentCounts } from '~/features/home/index.server';
import { countOpenOrders, getListingStats } from '~/features/listings/index.server';

/** The content counts in one read of the trigger-kept counts table, plus the open listing orders and the listings to look at (at `now`). */
export function getAdminStats(db: Db, now: Date = new Date()): AdminStats {
  const n = getContentCounts(db, ['restaurants', 'tours', 'events', 'news_articles']);
  const listings = getListingStats(db, now);
  return {
    restaurants: n.restaurants,
    tours: n.tours,
    events: n.events,
    news: n.news_articles,
    openOrders: countOpenOrders(db),
    listingsAwaitingReview: listings.awaitingReview,
    listingsEndingSoon: listings.endingSoon,
  };
}
