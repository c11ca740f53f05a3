/** Counts for the admin dashboard's stat cards. */
import type { AdminStats } from '~/lib/content/admin-types';
import type { Db } from '../client';
import { getContentCounts } from './counts';
import { countOpenOrders } from './orders';

/** The content counts in one read of the trigger-kept counts table, plus the open listing orders. */
export function getAdminStats(db: Db): AdminStats {
  const n = getContentCounts(db, ['restaurants', 'tours', 'events', 'news_articles']);
  return { restaurants: n.restaurants, tours: n.tours, events: n.events, news: n.news_articles, openOrders: countOpenOrders(db) };
}
