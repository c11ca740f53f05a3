import type { Db } from '~/db/client';
import type { Locale } from '~/platform/i18n/config';
import type { GuideEvent } from './event';
import { getFeaturedEvent, listUpcomingEvents } from './events.server';

/** How many database events the grid shows at most (the page has no paging). */
const UPCOMING_LIMIT = 24;

export interface EventsPageData {
  featured: GuideEvent | null;
  upcoming: GuideEvent[];
}

/** The Nightlife page's events: the featured one, and the upcoming ones besides it. */
export function loadEventsPage(db: Db, lang: Locale, now: Date): EventsPageData {
  const featured = getFeaturedEvent(db, lang, now);
  const upcoming = listUpcomingEvents(db, lang, UPCOMING_LIMIT, now).filter((e) => e.id !== featured?.id);
  return { featured, upcoming };
}
