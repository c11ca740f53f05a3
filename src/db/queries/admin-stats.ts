/** Counts for the admin dashboard's stat cards. */
import type { AdminStats } from '../../lib/content/admin-types';
import type { Db } from '../client';
import { getContentCounts } from './counts';

/** The four counts in one read of the trigger-kept counts table, so they belong to one moment. */
export function getAdminStats(db: Db): AdminStats {
  const n = getContentCounts(db, ['restaurants', 'tours', 'events', 'news_articles']);
  return { restaurants: n.restaurants, tours: n.tours, events: n.events, news: n.news_articles };
}
