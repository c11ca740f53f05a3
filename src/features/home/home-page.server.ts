import type { Db } from '~/db/client';
import type { Locale } from '~/platform/i18n/config';
import type { GuideEvent } from '~/features/events';
import type { NewsArticle } from '~/features/news';
import type { Restaurant } from '~/features/restaurants';
import type { Testimonial } from '~/features/testimonials';
import type { Tour } from '~/features/tours';
import { getContentCounts } from './counts.server';
import { countUpcomingEvents, getFeaturedEvent, listUpcomingEvents } from '~/features/events/index.server';
import { listFeaturedNews, listNonFeaturedNews } from '~/features/news/index.server';
import { listEditorsPicks } from '~/features/restaurants/index.server';
import { getSetting, HERO_IMAGE_KEY } from '~/features/admin/index.server';
import { listTestimonials } from '~/features/testimonials/index.server';
import { listTours } from '~/features/tours/index.server';

/** Counts of spec section 9, and how many tours and testimonials the home page shows. */
const PICKS = 2;
const UPCOMING = 3;
const SIDE_ARTICLES = 3;
const TOURS = 3;
const TESTIMONIALS = 3;

export interface HomePageData {
  heroImage: string | null;
  picks: Restaurant[];
  tours: Tour[];
  featuredEvent: GuideEvent | null;
  upcoming: GuideEvent[];
  mainStory: NewsArticle | null;
  sideArticles: NewsArticle[];
  testimonials: Testimonial[];
  counts: { restaurants: number; tours: number; events: number; news: number };
}

/** Everything the home page shows, read in one go. */
export function loadHomePage(db: Db, lang: Locale, now: Date): HomePageData {
  const featuredEvent = getFeaturedEvent(db, lang, now);
  // The hero's stats count what the guide really lists (events: the ones still ahead).
  const listed = getContentCounts(db, ['restaurants', 'tours', 'news_articles'] as const);
  return {
    heroImage: getSetting(db, HERO_IMAGE_KEY) || null,
    picks: listEditorsPicks(db, lang, PICKS),
    tours: listTours(db, { lang, limit: TOURS }).items,
    featuredEvent,
    // The featured event already has its own card: the list shows the next three besides it.
    upcoming: listUpcomingEvents(db, lang, UPCOMING + 1, now)
      .filter((e) => e.id !== featuredEvent?.id)
      .slice(0, UPCOMING),
    mainStory: listFeaturedNews(db, lang, 1)[0] ?? null,
    sideArticles: listNonFeaturedNews(db, lang, SIDE_ARTICLES),
    testimonials: listTestimonials(db, lang, TESTIMONIALS),
    counts: { restaurants: listed.restaurants, tours: listed.tours, events: countUpcomingEvents(db, now), news: listed.news_articles },
  };
}
